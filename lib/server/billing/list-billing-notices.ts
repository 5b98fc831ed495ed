import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { billingNotices } from "../../db/schema/billing-notices";
import type { UiLocale } from "../../i18n/locales";
import type { StoreContext } from "../context";
import { storeFunction, type StoreScope } from "../tenancy/store-function";
import { billingNoticeTexts } from "./billing-notice-texts";

/** How long a notice stays in the admin shell. */
const NOTICE_DAYS = 7;
const MAX_NOTICES = 3;

/** The store's company: its administrators and company managers, who are the ones mailed. */
const COMPANY_OF_STORE: StoreScope<{ storeId: number }> = { store: (input) => input.storeId, access: "company" };

export interface BillingNoticeDto {
  id: number;
  subject: string;
  body: string;
  action: string;
  link: string;
}

/** The store's latest subscription notices of the past week, newest first, in the reader's language. */
export const listBillingNotices = storeFunction(COMPANY_OF_STORE, async (ctx: StoreContext, input: { storeId: number; locale: UiLocale }): Promise<BillingNoticeDto[]> => {
  const since = new Date(ctx.clock.now().getTime() - NOTICE_DAYS * 86_400_000);
  const rows = await ctx.db
    .select()
    .from(billingNotices)
    .where(and(eq(billingNotices.storeId, ctx.store.id), eq(billingNotices.companyId, ctx.store.companyId), gte(billingNotices.at, since)))
    .orderBy(desc(billingNotices.at), desc(billingNotices.id))
    .limit(MAX_NOTICES);
  return rows.map((row) => {
    const { subject, body, action, link } = billingNoticeTexts(row, ctx.store, input.locale);
    return { id: row.id, subject, body, action, link };
  });
});
