import type { DietaryTexts } from "../domain/dietary";
import type { UnitTexts } from "../domain/portion-label";

/** The interface words an exported menu needs, in its content language. */
export interface ExportTexts {
  locale: string;
  menuTitle: string;
  addressLabel: string;
  hoursLabel: string;
  phonesLabel: string;
  ageRestricted: string;
  hidden: string;
  yes: string;
  no: string;
  /** "12,50 BYN" in Russian: the amount as lib/i18n/money.ts shows it in the export's language */
  price(amount: string, currency: string): string;
  /** Weight units and amounts of them ("g", "1 pc", "2 pcs") in the export's language. */
  units: UnitTexts;
  /** An ISO weekday (1 = Monday) in the export's language, short. */
  weekday(day: number): string;
  daySeparator: string;
  /** "Available Mon–Fri 08:00–12:00" */
  available(days: string, start: string, end: string): string;
  /** The page footer with two placeholders the printer fills in. */
  page(page: string, pages: string): string;
  dietary: DietaryTexts;
  columns: Record<ExportColumn, string>;
  /** a column's header for another content language: "Title (en)" */
  inLanguage(column: string, locale: string): string;
}

export const EXPORT_COLUMNS = ["categoryPath", "title", "description", "portion", "unit", "price", "hidden", "ageRestricted", "soldOut", "schedule", "contains", "mayContain", "diets", "spicy", "calories", "badges"] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
