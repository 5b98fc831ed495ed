import { z } from "zod";
import { TRANSLATABLE_TYPES } from "../domain/translations/entity-status";
import { zId } from "./id";

export const STATUS_IDS_MAX = 500;

/** SPEC §7 POST /api/translations/statuses body. */
export const ZTranslationStatuses = z.object({ ids: z.array(zId()).max(STATUS_IDS_MAX), type: z.enum(TRANSLATABLE_TYPES) });
export type TranslationStatuses = z.infer<typeof ZTranslationStatuses>;
