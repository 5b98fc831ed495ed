import "server-only";
import type { NextRequest } from "next/server";
import { type AnalyticsSummary, ZAnalyticsQuery } from "../../schemas/analytics";
import { jsonError } from "../auth/route";
import type { StoreContext } from "../context";
import { featureRefusalText } from "../subscriptions/feature-refusal-text";
import { FeatureUnavailable } from "../subscriptions/subscription-refusal";
import { getAnalyticsSummary } from "./get-analytics-summary";

/** The answer of the summary routes: the period's summary in the form `render` gives it; 400 for a bad period, 403 below Basic. */
export async function analyticsAnswer(request: NextRequest, ctx: StoreContext, render: (summary: AnalyticsSummary) => Response): Promise<Response> {
  const query = ZAnalyticsQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return jsonError(400, "Value is incorrect");
  try {
    return render(await getAnalyticsSummary.run(ctx, query.data));
  } catch (error) {
    if (error instanceof FeatureUnavailable) {
      return Response.json({ error: await featureRefusalText(ctx.actor.uiLocale, error), feature: error.feature, unlockWith: error.unlockWith }, { status: 403 });
    }
    throw error;
  }
}
