"use server";

import { ZStoreTranslations } from "@/lib/schemas/store-translations";
import { storeAction } from "@/lib/server/auth/action";
import { updateStoreTranslations } from "@/lib/server/stores/store-translations";

export const updateStoreTranslationsAction = storeAction(ZStoreTranslations, updateStoreTranslations);
