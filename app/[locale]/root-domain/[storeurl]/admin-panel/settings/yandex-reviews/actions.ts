"use server";

import { ZReviewWidgetSettings } from "@/lib/schemas/review-widget";
import { storeAction } from "@/lib/server/auth/action";
import { updateReviewWidget } from "@/lib/server/venue-extras/update-review-widget";

export const updateReviewWidgetAction = storeAction(ZReviewWidgetSettings, updateReviewWidget);
