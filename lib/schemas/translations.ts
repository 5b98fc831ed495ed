import { z } from "zod";
import { TRANSLATABLE_TYPES } from "../domain/translations/entity-status";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zId } from "./id";

export const STATUS_IDS_MAX = 500;

/** SPEC §7 POST /api/translations/statuses body. */
export const ZTranslationStatuses = z.object({ ids: z.array(zId()).max(STATUS_IDS_MAX), type: z.enum(TRANSLATABLE_TYPES) });
export type TranslationStatuses = z.infer<typeof ZTranslationStatuses>;

/** Asks the engine for one language of a product, category or promotion, replacing any text there. */
export const ZTranslateLanguage = z.object({ type: z.enum(TRANSLATABLE_TYPES), id: zId(), locale: z.enum(CONTENT_LOCALES) });
export type TranslateLanguage = z.infer<typeof ZTranslateLanguage>;

/** What a store's guests see of a translation whose primary text changed since. */
export const ZOutdatedTexts = z.object({ storeId: zId(), show: z.enum(["primary", "translation"]) });
export type OutdatedTexts = z.infer<typeof ZOutdatedTexts>;
