"use server";

import { ZTranslateLanguage } from "@/lib/schemas/translations";
import { storeAction } from "@/lib/server/auth/action";
import { confirmTranslation } from "@/lib/server/translations/confirm-translation";
import { translateLanguage } from "@/lib/server/translations/translate-language";

export const translateLanguageAction = storeAction(ZTranslateLanguage, translateLanguage);
export const confirmTranslationAction = storeAction(ZTranslateLanguage, confirmTranslation);
