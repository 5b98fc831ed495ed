"use server";

import { ZCheckCustomDomain } from "@/lib/schemas/custom-domain";
import { ZStoreSettings } from "@/lib/schemas/store-settings";
import { storeAction } from "@/lib/server/auth/action";
import { checkCustomDomain } from "@/lib/server/stores/check-custom-domain";
import { updateStoreSettings } from "@/lib/server/stores/update-store-settings";

export const updateStoreSettingsAction = storeAction(ZStoreSettings, updateStoreSettings);

export const checkCustomDomainAction = storeAction(ZCheckCustomDomain, checkCustomDomain);
