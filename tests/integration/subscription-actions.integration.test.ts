import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getActive } from "@/app/api/subscription/active/route";
import { markInvoicePaidAction } from "@/app/[locale]/root-domain/platform/invoices/actions";
import { activateSubscriptionAction, addSubscriptionAction, saveBillingInfoAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/subscription/actions";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { listPlatformInvoices } from "@/lib/server/billing/list-platform-invoices";
import { NotFoundError } from "@/lib/server/context";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import { actorOf, contextOf, insertUser, snapshot, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";
import { session } from "../support/browser-session";
import { billingInput } from "../support/billing-details";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());


describe.each(engines())("subscription actions on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
  });

  it("refuses anonymous callers, rivals and store managers' billing saves, changing nothing", async () => {
    const storeId = a.stores[0].id;
    const before = await snapshot(database.db);
    session.actor = null;
    expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput("190000018", "30120000000000000001") })).toEqual({ ok: false, error: "unauthorized" });
    session.actor = actorOf(b.companyManager);
    expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput("190000018", "30120000000000000001") })).toEqual({ ok: false, error: "notFound" });
    expect(await activateSubscriptionAction({ storeId, planKey: "basic" })).toEqual({ ok: false, error: "notFound" });
    expect(await addSubscriptionAction({ storeId, planKey: "basic" })).toEqual({ ok: false, error: "notFound" });
    session.actor = actorOf(a.storeManager);
    expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput("190000018", "30120000000000000001") })).toEqual({ ok: false, error: "notFound" });
    expect(await activateSubscriptionAction({ storeId: a.stores[1].id, planKey: "basic" })).toEqual({ ok: false, error: "notFound" });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("reports field errors with catalogue keys and refuses a paid plan before billing details", async () => {
    session.actor = actorOf(a.companyManager);
    const storeId = a.stores[0].id;
    const bad = { ...billingInput("190000018", "30120000000000000001"), iban: "BY00NBRB3012", bic: "x", organizationName: "" };
    expect(await saveBillingInfoAction({ storeId, version: null, info: bad })).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { "info.iban": "invalidIban", "info.bic": "invalidBic", "info.organizationName": "required" },
    });
    expect(await saveBillingInfoAction({ storeId, version: null, info: { ...billingInput("190000018", "30120000000000000001"), vatNumber: "12345" } })).toMatchObject({
      fieldErrors: { "info.vatNumber": "invalidUnp" },
    });
    const russian = { ...billingInput("7707083893", "0"), country: "RU", currency: "RUB", kpp: "773601001", iban: "40702810838000000001", bic: "044525225", correspondentAccount: "30101810400000000226" };
    expect(await saveBillingInfoAction({ storeId, version: null, info: russian })).toMatchObject({
      fieldErrors: { "info.iban": "invalidRussianAccount", "info.correspondentAccount": "invalidCorrespondentAccount" },
    });
    expect(await activateSubscriptionAction({ storeId, planKey: "basic" })).toEqual({ ok: false, error: "billingInfoRequired" });
  });

  it("saves billing details for the owner, refuses another company's VAT number and IBAN and a stale version", async () => {
    session.actor = actorOf(a.companyManager);
    const storeId = a.stores[0].id;
    expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput("190000018", "30120000000000000001") })).toEqual({ ok: true, data: { version: 1 } });
    expect(await saveBillingInfoAction({ storeId, version: null, info: billingInput("190000018", "30120000000000000001") })).toEqual({ ok: false, error: "staleVersion" });
    session.actor = actorOf(b.companyManager);
    const rival = b.stores[0].id;
    expect(await saveBillingInfoAction({ storeId: rival, version: null, info: billingInput("190000018", "30120000000000000002") })).toEqual({
      ok: false,
      error: "vatNumberExists",
      fieldErrors: { vatNumber: "vatNumberExists" },
    });
    expect(await saveBillingInfoAction({ storeId: rival, version: null, info: billingInput("190000061", "30120000000000000001") })).toEqual({
      ok: false,
      error: "ibanExists",
      fieldErrors: { iban: "ibanExists" },
    });
  });

  it("lets the store manager activate a plan for the own store, issuing an invoice, and refuses switching while it is unpaid", async () => {
    session.actor = actorOf(a.storeManager);
    const storeId = a.stores[0].id;
    const activated = await activateSubscriptionAction({ storeId, planKey: "basic" });
    expect(activated).toMatchObject({ ok: true, data: { started: false, invoice: { number: expect.stringMatching(/^CA-\d{4}-\d{6}$/) as string } } });
    expect(await activateSubscriptionAction({ storeId, planKey: "premium" })).toEqual({ ok: false, error: "subscriptionUnpaid" });
    session.actor = actorOf(a.companyManager);
    expect(await addSubscriptionAction({ storeId, planKey: "premium" })).toEqual({ ok: false, error: "subscriptionUnpaid" });
  });

  it("lets only the platform administrator list every invoice and mark one paid, which starts the plan", async () => {
    const storeId = a.stores[0].id;
    const admin = await insertUser(database.db, { role: "administrator", companyId: null });
    await expect(listPlatformInvoices(contextOf(database.db, a.companyManager))).rejects.toBeInstanceOf(NotFoundError);
    const [invoice] = await listPlatformInvoices(contextOf(database.db, admin));
    expect(invoice).toMatchObject({ storeId, status: "unpaid", companyName: "Alpha", storeName: "Alpha store 1" });
    const payment = { invoiceId: invoice!.id, amount: invoice!.total, paidOn: "2026-01-02", reference: "PP-1" };
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      session.actor = actorOf(user);
      expect(await markInvoicePaidAction(payment)).toEqual({ ok: false, error: "notFound" });
    }
    session.actor = actorOf(admin);
    expect(await markInvoicePaidAction({ ...payment, amount: "1.00" })).toEqual({ ok: false, error: "paymentAmountMismatch", fieldErrors: { amount: "paymentAmountMismatch" } });
    expect(await markInvoicePaidAction(payment)).toMatchObject({ ok: true });
    expect(await markInvoicePaidAction(payment)).toEqual({ ok: false, error: "invoicePaid" });
    expect(await getActiveSubscription(contextOf(database.db, a.companyManager), storeId)).toMatchObject({ planKey: "basic", menuOpen: true });
  });

  it("answers GET /api/subscription/active to the store's people only: 401 anonymous, 404 rival or sibling store, 400-free for a bad id", async () => {
    const get = async (storeId: string) => {
      const response = await getActive(new NextRequest(`http://localhost/api/subscription/active?storeId=${storeId}`), undefined);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const storeId = String(a.stores[0].id);
    session.actor = null;
    expect((await get(storeId)).status).toBe(401);
    session.actor = actorOf(b.companyManager);
    expect(await get(storeId)).toEqual({ status: 404, body: { error: "Not found" } });
    session.actor = actorOf(a.storeManager);
    expect((await get(String(a.stores[1].id))).status).toBe(404);
    expect((await get("abc")).status).toBe(404);
    const own = await get(storeId);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ storeId: a.stores[0].id, menuOpen: expect.any(Boolean) as boolean, features: expect.any(Array) as unknown[] });
    expect(Object.keys(own.body).sort()).toEqual(["endsAt", "features", "menuOpen", "planKey", "startsAt", "status", "storeId", "switchAvailableFrom", "translationLocales"]);
  });
});
