"use server";

import { ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { storeAction } from "@/lib/server/auth/action";
import { updateWifiSettings } from "@/lib/server/venue-extras/update-wifi-settings";

export const updateWifiSettingsAction = storeAction(ZWifiSettings, updateWifiSettings);
