"use server";

import { ZBulkProgress, ZLanguageOfStore, ZOutdatedTexts, ZTranslateLanguage } from "@/lib/schemas/translations";
import { setOutdatedTexts } from "@/lib/server/stores/set-outdated-texts";
import { storeAction } from "@/lib/server/auth/action";
import { bulkProgress } from "@/lib/server/translations/bulk-progress";
import { confirmTranslation } from "@/lib/server/translations/confirm-translation";
import { estimateLanguage } from "@/lib/server/translations/estimate-language";
import { translateMissing } from "@/lib/server/translations/translate-missing";
import { translateLanguage } from "@/lib/server/translations/translate-language";

export const translateLanguageAction = storeAction(ZTranslateLanguage, translateLanguage);
export const confirmTranslationAction = storeAction(ZTranslateLanguage, confirmTranslation);
export const setOutdatedTextsAction = storeAction(ZOutdatedTexts, setOutdatedTexts);
export const estimateLanguageAction = storeAction(ZLanguageOfStore, estimateLanguage, "read");
export const translateMissingAction = storeAction(ZLanguageOfStore, translateMissing);
export const bulkProgressAction = storeAction(ZBulkProgress, bulkProgress, "read");
