import { ZAnalyticsQuery } from "@/lib/schemas/analytics";
import { ZStoreIdQuery } from "@/lib/schemas/id";
import { getAnalyticsSummary } from "@/lib/server/analytics/get-analytics-summary";
import { jsonError, withStore } from "@/lib/server/auth/route";
import { featureRefusalText } from "@/lib/server/subscriptions/feature-refusal-text";
import { FeatureUnavailable } from "@/lib/server/subscriptions/subscription-refusal";

export const dynamic = "force-dynamic";

/**
 * GET /api/analytics/summary?storeId=&from=&to=: what guests did on the store's pages in the period and the
 * one before it (Basic and above). 401 anonymous, 404 a store the user does not run, 403 below Basic.
 */
export const GET = withStore(
  { store: ({ request }) => ZStoreIdQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams)).data?.storeId ?? null, access: "store" },
  async (request, ctx) => {
    const query = ZAnalyticsQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) return jsonError(400, "Value is incorrect");
    try {
      return Response.json(await getAnalyticsSummary.run(ctx, query.data), { headers: { "cache-control": "private, no-store" } });
    } catch (error) {
      if (error instanceof FeatureUnavailable) {
        return Response.json({ error: await featureRefusalText(ctx.actor.uiLocale, error), feature: error.feature, unlockWith: error.unlockWith }, { status: 403 });
      }
      throw error;
    }
  },
);
