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
