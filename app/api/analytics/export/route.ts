import { summaryCsv } from "@/lib/analytics/summary-csv";
import { analyticsAnswer } from "@/lib/server/analytics/analytics-answer";
import { ANALYTICS_STORE } from "@/lib/server/analytics/analytics-store-scope";
import { withStore } from "@/lib/server/auth/route";
import { attachmentDisposition } from "@/lib/server/export/content-disposition";

export const dynamic = "force-dynamic";

/** GET /api/analytics/export?storeId=&from=&to=: the dashboard's numbers as a CSV file; the same access as the summary. */
export const GET = withStore(ANALYTICS_STORE, async (request, ctx) =>
  analyticsAnswer(
    request,
    ctx,
    (summary) =>
      new Response(`\uFEFF${summaryCsv(summary)}`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": attachmentDisposition(`${ctx.store.urlKey}-analytics-${summary.from}-${summary.to}.csv`),
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      }),
  ),
);
