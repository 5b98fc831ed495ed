"use server";

import { ZReviewWidgetSettings } from "@/lib/schemas/review-widget";
import { actorAction } from "@/lib/server/auth/action";
import { updateReviewWidget } from "@/lib/server/venue-extras/update-review-widget";

export const updateReviewWidgetAction = actorAction(ZReviewWidgetSettings, updateReviewWidget);
