"use server";

import { ZStoreSettings } from "@/lib/schemas/store-settings";
import { storeAction } from "@/lib/server/auth/action";
import { updateStoreSettings } from "@/lib/server/stores/update-store-settings";

export const updateStoreSettingsAction = storeAction(ZStoreSettings, updateStoreSettings);
