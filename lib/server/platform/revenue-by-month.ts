import "server-only";
import { sql } from "drizzle-orm";
import { payments } from "../../db/schema/billing";
import { NotFoundError, type ServerContext } from "../context";

export interface MonthRevenue {
  /** YYYY-MM in the console's time zone */
  month: string;
  currency: string;
  payments: number;
  /** the sum, as the database adds decimals: "1234.50" */
  amount: string;
}

/** Money received per month (in `timeZone`) and currency, newest month first; for the platform administrator alone. */
export async function revenueByMonth(ctx: ServerContext, timeZone: string): Promise<MonthRevenue[]> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const month = sql<string>`to_char(${payments.paidAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return ctx.db
    .select({ month, currency: payments.currency, payments: sql<number>`count(*)::int`, amount: sql<string>`sum(${payments.amount})::numeric(14, 2)::text` })
    .from(payments)
    // by position: each use of `month` would bind the time zone anew, and the database would not see one expression
    .groupBy(sql`1`, payments.currency)
    .orderBy(sql`1 desc`, payments.currency);
}
