"use server";

import { ZPlanPrice } from "@/lib/schemas/billing";
import { changePlanPrice } from "@/lib/server/platform/change-plan-price";
import { platformAction } from "@/lib/server/platform/platform-action";

export const updatePlanPriceAction = platformAction(ZPlanPrice, changePlanPrice);
