import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { activateSubscriptionAction, saveBillingInfoAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/subscription/actions";
import { invoices } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { billingInput } from "./billing-details";
import { session } from "./browser-session";
import { actorOf, type Tenant } from "./tenants";

/**
 * The tenant's company manager saves billing details (unique by VAT number and account) and asks for Basic on the
 * first store, as a browser would: the unpaid invoice it issues.
 */
export async function issueBasicInvoice(database: Database, tenant: Tenant, vatNumber: string, account: string) {
  session.actor = actorOf(tenant.companyManager);
  const storeId = tenant.stores[0].id;
  expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput(vatNumber, account) })).toMatchObject({ ok: true });
  expect(await activateSubscriptionAction({ storeId, planKey: "basic" })).toMatchObject({ ok: true, data: { started: false } });
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.storeId, storeId));
  return invoice!;
}
