import { z } from "zod";
import { MENU_SECTIONS } from "../domain/menu-sections";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zIdParam } from "./id";

const SECTION = `(?:${MENU_SECTIONS.join("|")})`;
/** A comma-separated list of menu sections (`kitchen,drinks`), as the query writes it. */
const SECTION_LIST = new RegExp(`^${SECTION}(?:,${SECTION})*$`);

const flag = z.enum(["0", "1"]).default("0").transform((value) => value === "1");

/** GET /api/exports/menu query: which store, format, language, sections and what to include. */
export const ZMenuExportQuery = z.object({
  storeId: zIdParam(),
  format: z.enum(["pdf", "xlsx"]),
  locale: z.enum(CONTENT_LOCALES),
  sections: z
    .string()
    .regex(SECTION_LIST, { error: "invalidValue" })
    .optional()
    .transform((value) => (value ? value.split(",") : undefined))
    .pipe(z.array(z.enum(MENU_SECTIONS)).min(1).optional()),
  hidden: flag,
  photos: flag,
  paper: z.enum(["A4", "Letter"]).default("A4"),
  /** produce it as a background job even when it is small */
  background: flag,
});
export type MenuExportQuery = z.infer<typeof ZMenuExportQuery>;
