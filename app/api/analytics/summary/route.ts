import { analyticsAnswer } from "@/lib/server/analytics/analytics-answer";
import { ANALYTICS_STORE } from "@/lib/server/analytics/analytics-store-scope";
import { withStore } from "@/lib/server/auth/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/analytics/summary?storeId=&from=&to=: what guests did on the store's pages in the period and the
 * one before it (Basic and above). 401 anonymous, 404 a store the user does not run, 403 below Basic.
 */
export const GET = withStore(ANALYTICS_STORE, async (request, ctx) =>
  analyticsAnswer(request, ctx, (summary) => Response.json(summary, { headers: { "cache-control": "private, no-store" } })),
);
