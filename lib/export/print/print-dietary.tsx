import type { Dietary } from "../../domain/dietary";
import { dietaryNames } from "../dietary-words";
import type { ExportTexts } from "../export-texts";

/** An item's badges, diets, spiciness and calories as tags, then its allergens in words: what it contains, what it may contain. */
export function PrintDietary({ dietary, texts }: { dietary: Dietary; texts: ExportTexts }) {
  const words = texts.dietary;
  const names = dietaryNames(dietary, words);
  const tags = [
    ...dietary.badges.map((badge) => ({ kind: "badge", text: words.badge(badge) })),
    ...dietary.diets.map((diet) => ({ kind: "diet", text: words.diet(diet) })),
    ...(dietary.spicy > 0 ? [{ kind: "spicy", text: words.spicy(dietary.spicy) }] : []),
    ...(dietary.calories !== null ? [{ kind: "calories", text: words.calories(dietary.calories) }] : []),
  ];
  return (
    <>
      {tags.length > 0 ? (
        <ul className="tags">
          {tags.map((tag) => (
            <li key={`${tag.kind}-${tag.text}`} className={`tag tag-${tag.kind}`}>
              <bdi>{tag.text}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {names.contains || names.mayContain ? (
        <p className="allergens">
          {names.contains ? <span className="contains">{words.contains(names.contains)}</span> : null}
          {names.mayContain ? <span className="may-contain">{words.mayContain(names.mayContain)}</span> : null}
        </p>
      ) : null}
    </>
  );
}
