import { z } from "zod";
import { TRANSLATABLE_TYPES } from "../domain/translations/entity-status";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zId } from "./id";

export const STATUS_IDS_MAX = 500;

/** SPEC §7 POST /api/translations/statuses body. */
export const ZTranslationStatuses = z.object({ ids: z.array(zId()).max(STATUS_IDS_MAX), type: z.enum(TRANSLATABLE_TYPES) });
export type TranslationStatuses = z.infer<typeof ZTranslationStatuses>;

/** The text fields a translation has (a product's and promotion's title and description, a category's name). */
export const TRANSLATED_FIELDS = ["title", "description", "name"] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** Asks for one language of a product, category or promotion, or only one of its fields. */
export const ZTranslateLanguage = z.object({ type: z.enum(TRANSLATABLE_TYPES), id: zId(), locale: z.enum(CONTENT_LOCALES), field: z.enum(TRANSLATED_FIELDS).optional() });
export type TranslateLanguage = z.infer<typeof ZTranslateLanguage>;

/** What a store's guests see of a translation whose primary text changed since. */
export const ZOutdatedTexts = z.object({ storeId: zId(), show: z.enum(["primary", "translation"]) });
export type OutdatedTexts = z.infer<typeof ZOutdatedTexts>;

/** One content language of a store: a bulk translation, its estimate and progress. */
export const ZLanguageOfStore = z.object({ storeId: zId(), locale: z.enum(CONTENT_LOCALES) });
export type LanguageOfStore = z.infer<typeof ZLanguageOfStore>;

export const BULK_JOBS_MAX = 5000;

/** The translation jobs of a bulk translation whose progress the owner follows. */
export const ZBulkProgress = z.object({ storeId: zId(), jobs: z.array(zId()).max(BULK_JOBS_MAX) });
export type BulkProgress = z.infer<typeof ZBulkProgress>;
