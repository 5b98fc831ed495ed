"use server";

import { ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { actorAction } from "@/lib/server/auth/action";
import { updateWifiSettings } from "@/lib/server/venue-extras/update-wifi-settings";

export const updateWifiSettingsAction = actorAction(ZWifiSettings, updateWifiSettings);
