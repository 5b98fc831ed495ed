import { beforeAll, describe, expect, it, vi } from "vitest";
import { markInvoicePaidAction } from "@/app/[locale]/root-domain/platform/invoices/actions";
import { invoices, paymentCheckouts } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { companyHistory } from "@/lib/server/platform/company-history";
import { companyPayments } from "@/lib/server/platform/company-payments";
import { issueBasicInvoice } from "../support/basic-invoice";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("a company's payments and history in the console on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  let invoice: typeof invoices.$inferSelect;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
    invoice = await issueBasicInvoice(database, a, "190000018", "30120000000000000011");
    await issueBasicInvoice(database, b, "190000033", "36009000000000000010");
    await database.db.insert(paymentCheckouts).values({
      companyId: a.company.id,
      storeId: a.stores[0].id,
      invoiceId: invoice.id,
      provider: "bepaid",
      providerRef: "tok-declined",
      amount: invoice.total,
      currency: invoice.currency,
      status: "failed",
      failureReason: "Insufficient funds",
    });
    session.actor = actorOf(admin);
    expect(await markInvoicePaidAction({ invoiceId: invoice.id, amount: invoice.total, paidOn: "2026-01-02", reference: "PP-1001" })).toMatchObject({ ok: true });
  });

  it("lists the company's own payments and card checkouts, and no other company's", async () => {
    const own = await companyPayments(contextOf(database.db, admin), a.company.id);
    expect(own.recorded).toMatchObject([{ invoiceNumber: invoice.number, provider: "bank_transfer", reference: "PP-1001", currency: invoice.currency }]);
    expect(own.checkouts).toMatchObject([{ invoiceNumber: invoice.number, provider: "bepaid", status: "failed", failureReason: "Insufficient funds" }]);
    const rival = await companyPayments(contextOf(database.db, admin), b.company.id);
    expect(rival).toEqual({ recorded: [], checkouts: [] });
  });

  it("shows the company's history newest first, the console's marking paid among it, and none of the rival's", async () => {
    const entries = await companyHistory(contextOf(database.db, admin), a.company.id, "en");
    expect(entries[0]).toMatchObject({ objectType: "payment", userId: admin.id });
    expect(entries.map((entry) => entry.objectType)).toEqual(expect.arrayContaining(["billing_info", "payment"]));
    const rivalIds = new Set((await companyHistory(contextOf(database.db, admin), b.company.id, "en")).map((entry) => entry.id));
    expect(entries.filter((entry) => rivalIds.has(entry.id))).toEqual([]);
  });

  it("is the platform administrator's alone: owners and managers are refused as not found", async () => {
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      await expect(companyPayments(contextOf(database.db, user), a.company.id)).rejects.toThrow(NotFoundError);
      await expect(companyHistory(contextOf(database.db, user), a.company.id, "en")).rejects.toThrow(NotFoundError);
    }
  });
});
