import { z } from "zod";
import { MENU_SECTIONS } from "../domain/menu-sections";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zIdParam } from "./id";

export const EXPORT_FORMATS = ["pdf", "xlsx"] as const;
export const EXPORT_PAPERS = ["A4", "Letter"] as const;

/** What the export dialog sends: format, content language, sections, hidden items, photos, paper. */
export const ZMenuExportOptions = z.object({
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(CONTENT_LOCALES),
  sections: z.array(z.enum(MENU_SECTIONS)).min(1, { error: "required" }),
  includeHidden: z.boolean(),
  withPhotos: z.boolean(),
  paper: z.enum(EXPORT_PAPERS),
});
export type MenuExportOptions = z.infer<typeof ZMenuExportOptions>;

const zFlag = z.enum(["0", "1"]).default("0").transform((value) => value === "1");

/** `GET /api/exports/menu?storeId=…&format=pdf|xlsx&locale=…&sections=kitchen,drinks&hidden=0|1&photos=0|1&paper=A4|Letter` */
export const ZMenuExportQuery = z.object({
  storeId: zIdParam(),
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(CONTENT_LOCALES),
  sections: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",") : [...MENU_SECTIONS]))
    .pipe(z.array(z.enum(MENU_SECTIONS)).min(1)),
  hidden: zFlag,
  photos: zFlag,
  paper: z.enum(EXPORT_PAPERS).default("A4"),
});

/** The query string of an export download for these options. */
export function menuExportQuery(storeId: number, options: MenuExportOptions): string {
  return new URLSearchParams({
    storeId: String(storeId),
    format: options.format,
    locale: options.locale,
    sections: options.sections.join(","),
    hidden: options.includeHidden ? "1" : "0",
    photos: options.withPhotos ? "1" : "0",
    paper: options.paper,
  }).toString();
}
