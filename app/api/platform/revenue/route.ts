import { jsonError, withActor } from "@/lib/server/auth/route";
import { attachmentDisposition } from "@/lib/server/export/content-disposition";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { revenueByMonth } from "@/lib/server/platform/revenue-by-month";

export const dynamic = "force-dynamic";

const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** GET /api/platform/revenue: money received per month and currency as CSV, for the platform administrator; anyone else gets 404. */
export const GET = withActor(async (_request, ctx) => {
  if (ctx.actor.role !== "administrator") return jsonError(404, "Not found");
  const rows = await revenueByMonth(ctx, consoleTimeZone(ctx.actor).zone);
  const lines = [["month", "currency", "payments", "amount"], ...rows.map((row) => [row.month, row.currency, row.payments, row.amount])];
  return new Response(`${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": attachmentDisposition("carta-revenue.csv"), "Cache-Control": "private, no-store" },
  });
});
