/** @jsxImportSource preact */
import { scheduleText } from "@/lib/domain/day-range";
import type { ExportTexts } from "@/lib/export/export-texts";
import type { ExportCategory, ExportSection } from "@/lib/export/menu-document";
import type { PrintDetailsTexts } from "../item-details";
import { PrintItem } from "./print-item";
import { PrintMarks } from "./print-marks";

const HEADINGS = ["h3", "h3", "h4"] as const;

type Texts = { details: PrintDetailsTexts; texts: ExportTexts };

function PrintCategory({ category, details, texts }: { category: ExportCategory } & Texts) {
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
      {schedule ? <p class="category-note">{schedule}</p> : null}
      {category.items.length > 0 ? (
        <ul class="items">
          {category.items.map((item) => (
            <PrintItem key={item.id} item={item} details={details} texts={texts} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A section of the printed menu with its categories and subcategories in reading order. */
export function PrintSection({ section, details, texts }: { section: ExportSection } & Texts) {
  return (
    <section class="menu-section">
      <h2>
        <bdi>{section.name}</bdi>
        <PrintMarks ageRestricted={section.ageRestricted} hidden={false} texts={texts} />
      </h2>
      {section.categories.map((category) => (
        <PrintCategory key={category.id} category={category} details={details} texts={texts} />
      ))}
    </section>
  );
}
