import { z } from "zod";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zIdParam } from "./id";

/** Largest menu file an import reads. */
export const MENU_IMPORT_MAX_MB = 10;
export const MENU_IMPORT_MAX_BYTES = MENU_IMPORT_MAX_MB * 1024 * 1024;
/** Most rows an import reads from one file (about 18 s for a dry run of that many on the bench machine). */
export const MENU_IMPORT_MAX_ROWS = 50_000;

const flag = (fallback: "0" | "1") => z.enum(["0", "1"]).default(fallback).transform((value) => value === "1");

/** POST /api/imports/menu query: which store, a dry run (the default) or for real, and whether rows missing from the file are deleted. */
export const ZMenuImportQuery = z.object({
  storeId: zIdParam(),
  dryRun: flag("1"),
  deleteMissing: flag("0"),
});
export type MenuImportQuery = z.infer<typeof ZMenuImportQuery>;

/** The columns a file of any layout may hold, in the export's order: what the owner maps its columns to. */
export const MAPPED_COLUMNS = ["categoryPath", "title", "description", "portion", "unit", "price", "hidden", "ageRestricted"] as const;
/** A column of another content language's title or description: "title:en". */
const zLanguageColumn = z.templateLiteral([z.enum(["title", "description"]), ":", z.enum(CONTENT_LOCALES)]);
export const zMappedColumn = z.union([z.enum(MAPPED_COLUMNS), zLanguageColumn]);
export type MappedColumn = z.infer<typeof zMappedColumn>;
/** Most columns a mapping names. */
export const MAPPING_MAX_COLUMNS = 200;

/** What each column of the file is, by position (null: ignored): each column named once, the title always. */
export const ZColumnMapping = z
  .array(zMappedColumn.nullable())
  .max(MAPPING_MAX_COLUMNS)
  .refine((mapping) => mapping.includes("title"), { error: "badMapping" })
  .refine((mapping) => new Set(mapping.filter(Boolean)).size === mapping.filter(Boolean).length, { error: "badMapping" });
export type ColumnMapping = z.infer<typeof ZColumnMapping>;

/** The multipart `mapping` field: a column mapping as JSON text. */
export const ZMappingField = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "badMapping" });
      return z.NEVER;
    }
  })
  .pipe(ZColumnMapping);

/** POST /api/imports/menu, multipart form data: the spreadsheet, and for a file Carta did not export the JSON of its column mapping. */
export const ZMenuImportForm = z.object({
  file: z.file(),
  mapping: z
    .string()
    .optional()
    .describe('For a CSV file or a workbook Carta did not export: JSON array naming each column by position, null to ignore it, e.g. ["categoryPath","title",null,"price"] (one of categoryPath, title, description, portion, unit, price, hidden, ageRestricted, or title:xx and description:xx for the texts in another content language such as title:en; the title required, each once)'),
});

/** Reasons of the item form (menuAdmin.errors) a refused row may carry. */
export const IMPORT_FORM_REASONS = ["priceZero", "weightZero", "priceAndWeightRequired", "invalidValue", "stringEmpty", "maxLength", "required"] as const;
/** Reasons only an import gives (menuAdmin.import.reasons). */
export const IMPORT_OWN_REASONS = ["unknownUnit", "unknownCategory", "unknownKey", "duplicate"] as const;
export const REFUSAL_REASONS = [...IMPORT_FORM_REASONS, ...IMPORT_OWN_REASONS] as const;

/** What POST /api/imports/menu answers: counts of items, and each refused row with the reason in the caller's language. */
export const ZMenuImportAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  applied: z.boolean(),
  refused: z.array(
    z.object({
      sheet: z.string(),
      row: z.number().int(),
      column: z.string().nullable(),
      reason: z.enum(REFUSAL_REASONS),
      num: z.number().int().optional(),
      message: z.string(),
    }),
  ),
  missing: z.array(z.object({ itemId: z.number().int(), portionId: z.number().int().nullable(), title: z.string() })),
  /** a file Carta did not export, sent without a mapping: its header, its first rows and a guessed mapping to confirm */
  needsMapping: z
    .object({
      header: z.array(z.string()),
      samples: z.array(z.array(z.string())),
      mapping: z.array(zMappedColumn.nullable()),
      /** each column's name as the export writes it, in the caller's language, with the store's other languages' title and description columns */
      labels: z.partialRecord(zMappedColumn, z.string()),
    })
    .optional(),
});
export type MenuImportAnswer = z.infer<typeof ZMenuImportAnswer>;

export const IMPORT_FILE_ERRORS = ["notSpreadsheet", "unsafeFile", "tooManyRows", "unknownLayout", "unknownLanguage", "fileRequired", "maxSize", "badMapping"] as const;
export const ZMenuImportRefusal = z.object({ error: z.enum(IMPORT_FILE_ERRORS), message: z.string() });
