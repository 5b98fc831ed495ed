"use server";

import { ZPlanPrice } from "@/lib/schemas/billing";
import { platformAction } from "@/lib/server/platform/platform-action";
import { updatePlanPrice } from "@/lib/server/subscriptions/update-plan-price";

export const updatePlanPriceAction = platformAction(ZPlanPrice, updatePlanPrice);
