"use server";

import { ZTranslateLanguage } from "@/lib/schemas/translations";
import { storeAction } from "@/lib/server/auth/action";
import { translateLanguage } from "@/lib/server/translations/translate-language";

export const translateLanguageAction = storeAction(ZTranslateLanguage, translateLanguage);
