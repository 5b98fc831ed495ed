"use server";

import { ZStoreTranslations } from "@/lib/schemas/store-translations";
import { actorAction } from "@/lib/server/auth/action";
import { updateStoreTranslations } from "@/lib/server/stores/store-translations";

export const updateStoreTranslationsAction = actorAction(ZStoreTranslations, updateStoreTranslations);
