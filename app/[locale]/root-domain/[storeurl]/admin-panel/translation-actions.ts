"use server";

import { ZOutdatedTexts, ZTranslateLanguage } from "@/lib/schemas/translations";
import { setOutdatedTexts } from "@/lib/server/stores/set-outdated-texts";
import { storeAction } from "@/lib/server/auth/action";
import { confirmTranslation } from "@/lib/server/translations/confirm-translation";
import { translateLanguage } from "@/lib/server/translations/translate-language";

export const translateLanguageAction = storeAction(ZTranslateLanguage, translateLanguage);
export const confirmTranslationAction = storeAction(ZTranslateLanguage, confirmTranslation);
export const setOutdatedTextsAction = storeAction(ZOutdatedTexts, setOutdatedTexts);
