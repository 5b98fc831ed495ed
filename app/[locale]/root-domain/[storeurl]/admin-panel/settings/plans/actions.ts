"use server";

import { ZPlanPrice } from "@/lib/schemas/billing";
import { actorAction } from "@/lib/server/auth/action";
import { updatePlanPrice } from "@/lib/server/subscriptions/update-plan-price";

export const updatePlanPriceAction = actorAction(ZPlanPrice, updatePlanPrice);
