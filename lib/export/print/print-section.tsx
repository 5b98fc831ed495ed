import { scheduleText } from "../../domain/day-range";
import type { ExportTexts } from "../export-texts";
import type { ExportCategory, ExportSection } from "../menu-document";
import { PrintItem } from "./print-item";
import { PrintMarks } from "./print-marks";

const HEADINGS = ["h3", "h3", "h4"] as const;

function PrintCategory({ category, currency, texts }: { category: ExportCategory; currency: string; texts: ExportTexts }) {
  const Heading = HEADINGS[category.depth] ?? "h4";
  const schedule = category.depth > 0 ? scheduleText(category.schedule, texts) : "";
  return (
    <>
      {category.depth > 0 ? (
        <Heading>
          <bdi>{category.name}</bdi>
          <PrintMarks ageRestricted={category.ageRestricted} hidden={category.hidden} texts={texts} />
        </Heading>
      ) : null}
      {schedule ? <p className="category-note">{schedule}</p> : null}
      {category.items.length > 0 ? (
        <ul className="items">
          {category.items.map((item) => (
            <PrintItem key={item.id} item={item} currency={currency} texts={texts} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A section of the printed menu with its categories and subcategories in reading order. */
export function PrintSection({ section, currency, texts }: { section: ExportSection; currency: string; texts: ExportTexts }) {
  return (
    <section className="menu-section">
      <h2>
        <bdi>{section.name}</bdi>
        <PrintMarks ageRestricted={section.ageRestricted} hidden={false} texts={texts} />
      </h2>
      {section.categories.map((category) => (
        <PrintCategory key={category.id} category={category} currency={currency} texts={texts} />
      ))}
    </section>
  );
}
