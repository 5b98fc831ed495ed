import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { voidInvoiceAction } from "@/app/[locale]/root-domain/platform/invoices/actions";
import { activateSubscriptionAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/subscription/actions";
import { actionHistory, invoices, subscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { issueBasicInvoice } from "../support/basic-invoice";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("voiding an invoice from the console on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  let invoice: typeof invoices.$inferSelect;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
    invoice = await issueBasicInvoice(database, a, "190000018", "30120000000000000011");
  });

  it("refuses owners and managers as not found, leaving the invoice unpaid", async () => {
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      session.actor = actorOf(user);
      expect(await voidInvoiceAction({ invoiceId: invoice.id, reason: "Not wanted" })).toEqual({ ok: false, error: "notFound" });
    }
    const [after] = await database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(after!.status).toBe("unpaid");
  });

  it("voids an unpaid invoice with its reason in the company's history; the plan waiting for it leaves the timeline", async () => {
    session.actor = actorOf(admin);
    expect(await voidInvoiceAction({ invoiceId: invoice.id, reason: "   " })).toMatchObject({ ok: false, fieldErrors: { reason: "required" } });
    expect(await voidInvoiceAction({ invoiceId: invoice.id, reason: "Ordered twice by mistake" })).toEqual({ ok: true, data: { number: invoice.number } });

    const [after] = await database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(after!.status).toBe("cancelled");
    const [subscription] = await database.db.select({ stepStatus: subscriptions.stepStatus }).from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId!));
    expect(subscription!.stepStatus).toBe("deactivated");
    const [entry] = await database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.companyId, a.company.id), eq(actionHistory.objectType, "invoice"), eq(actionHistory.objectId, invoice.id)));
    expect(entry).toMatchObject({ userId: admin.id, event: "destroy", before: { invoiceNumber: invoice.number, reason: "Ordered twice by mistake" } });

    expect(await voidInvoiceAction({ invoiceId: invoice.id, reason: "Again" })).toEqual({ ok: false, error: "invoiceVoided" });
    session.actor = actorOf(a.companyManager);
    expect(await activateSubscriptionAction({ storeId: a.stores[0].id, planKey: "premium" })).toMatchObject({ ok: true });
  });
});
