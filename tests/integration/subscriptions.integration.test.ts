import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, invoices, plans, stores, storeSettings, subscriptionEvents, subscriptions } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { ZBillingInfo, ZInvoicePayment, ZPlanChange, type PlanChangeInput } from "@/lib/schemas/billing";
import { getInvoice } from "@/lib/server/billing/get-invoice";
import { listInvoices } from "@/lib/server/billing/list-invoices";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { addSubscription } from "@/lib/server/subscriptions/add-subscription";
import { ZCreateStore } from "@/lib/schemas/stores";
import { createStore } from "@/lib/server/stores/create-store";
import { companyMayCreateStore } from "@/lib/server/subscriptions/company-may-create-store";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import { getSubscriptionOverview } from "@/lib/server/subscriptions/get-subscription-overview";
import { listSubscriptionHistory } from "@/lib/server/subscriptions/list-subscription-history";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { requireFeature, storeMayUseFeature, storeMenuOpen } from "@/lib/server/subscriptions/store-may-use-feature";
import { FeatureUnavailable, SubscriptionRefusal } from "@/lib/server/subscriptions/subscription-refusal";
import { setupPeriodEnd } from "@/lib/domain/subscriptions/setup-period";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const DAY = 86_400_000;
const REGISTERED = new Date("2031-03-10T09:00:00Z");
const at = (days: number) => new Date(REGISTERED.getTime() + days * DAY);
const BILLING = {
  country: "BY",
  currency: "BYN",
  organizationName: "ООО «Альфа»",
  directorLastName: "Петров",
  directorFirstName: "Пётр",
  directorMiddleName: "",
  directorPosition: "Директор",
  vatNumber: "191111113",
  bankName: "Банк",
  iban: "BY13NBRB3600900000002Z00AB00",
  bic: "NBRBBY2X",
  legalAddress: "Минск",
  phone: "+375 29 111-11-11",
};

describe.each(engines())("subscriptions on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  let venueId: number;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    const [venue] = await database.db
      .insert(stores)
      .values({ companyId: a.company.id, urlKey: "alphavenue", name: "Alpha venue", createdAt: REGISTERED, setupEndsAt: setupPeriodEnd(REGISTERED, "Asia/Shanghai"), timezone: "Asia/Shanghai", currency: "BYN" })
      .returning();
    venueId = venue!.id;
    await database.db.insert(storeSettings).values({ companyId: a.company.id, storeId: venueId });
  });

  const ctx = (user: UserRow, now = new Date()) => contextOf(database.db, user, now);
  const change = (input: Omit<PlanChangeInput, "storeId">) => ZPlanChange.parse({ storeId: venueId, ...input });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as SubscriptionRefusal;
  };

  it("has the five plans with their features and prices", async () => {
    const rows = await database.db.select().from(plans).orderBy(asc(plans.position));
    expect(rows.map((row) => row.key)).toEqual(["setup", "trial", "basic", "premium", "first_clients_club"]);
    const overview = await getSubscriptionOverview(ctx(a.companyManager, at(1)), venueId);
    expect(overview.plans.find((plan) => plan.key === "basic")).toMatchObject({ price: "89.00", translationLocales: ["ru", "en", "zh"], selectable: true });
    expect(overview.plans.find((plan) => plan.key === "premium")!.features).toContain("wifi_qr");
  });

  it("hides the menu for the setup, then starts the trial by itself, once, however many look at the same time", async () => {
    const setup = await getActiveSubscription(ctx(a.companyManager, at(1)), venueId);
    expect(setup).toMatchObject({ planKey: "setup", status: "active", menuOpen: false });
    expect(await storeMenuOpen({ db: database.db, clock: { now: () => at(1) } }, venueId)).toBe(false);

    const [before] = await database.db.select({ menuVersion: stores.menuVersion }).from(stores).where(eq(stores.id, venueId));
    await Promise.all(Array.from({ length: 6 }, () => settleSubscriptions({ db: database.db, clock: { now: () => at(3.5) } }, venueId)));
    const trial = await getActiveSubscription(ctx(a.companyManager, at(3.5)), venueId);
    expect(trial).toMatchObject({ planKey: "trial", status: "active", menuOpen: true, startsAt: "2031-03-12T16:00:00.000Z", endsAt: "2031-03-26T16:00:00.000Z" });
    expect(trial.features).toContain("offline_cart");
    const trialRows = await database.db.select().from(subscriptions).where(and(eq(subscriptions.storeId, venueId), eq(subscriptions.planKey, "trial")));
    expect(trialRows).toHaveLength(1);
    const events = await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, trialRows[0]!.id));
    expect(events.map((event) => event.event).sort()).toEqual(["activated", "added"]);
    const [after] = await database.db.select({ menuVersion: stores.menuVersion }).from(stores).where(eq(stores.id, venueId));
    expect(after!.menuVersion).toBe(before!.menuVersion + 1);
  });

  it("closes the menu when the trial ends, and keeps the gated features off", async () => {
    const now = at(20);
    expect(await getActiveSubscription(ctx(a.companyManager, now), venueId)).toMatchObject({ planKey: null, menuOpen: false, features: [] });
    expect(await storeMayUseFeature({ db: database.db, clock: { now: () => now } }, venueId, "product_search")).toBe(false);
    const history = await listSubscriptionHistory(ctx(a.companyManager, now), venueId);
    expect(history.map((entry) => `${entry.planKey}:${entry.event}`)).toEqual(
      expect.arrayContaining(["setup:added", "setup:activated", "setup:completed", "trial:added", "trial:activated", "trial:completed"]),
    );
    expect(history.every((entry) => entry.userName === null)).toBe(true);
  });

  it("asks for billing details first, then activates Basic once its invoice is paid", async () => {
    const now = at(20);
    expect((await refusal(activateSubscription(ctx(a.companyManager, now), change({ planKey: "basic" })))).key).toBe("billingInfoRequired");
    await saveBillingInfo(ctx(a.companyManager, now), { storeId: venueId, version: null, info: ZBillingInfo.parse(BILLING) });

    const result = await activateSubscription(ctx(a.companyManager, now), change({ planKey: "basic" }));
    expect(result.started).toBe(false);
    expect(result.invoice).toMatchObject({ total: "89.00" });
    const invoice = await getInvoice(ctx(a.companyManager, now), result.invoice!.id);
    expect(invoice).toMatchObject({ planKey: "basic", currency: "BYN", vatRate: "20.00", vatAmount: "14.83", status: "unpaid" });
    expect(invoice.buyer).toMatchObject({ name: BILLING.organizationName, vatNumber: BILLING.vatNumber });
    expect(invoice.seller.name).toBeTruthy();
    expect((await refusal(activateSubscription(ctx(a.companyManager, now), change({ planKey: "premium" })))).key).toBe("subscriptionUnpaid");
    expect(await getActiveSubscription(ctx(a.companyManager, now), venueId)).toMatchObject({ planKey: null, menuOpen: false });

    const payment = (amount: string) => ZInvoicePayment.parse({ invoiceId: invoice.id, amount, paidOn: "2031-03-30", reference: `PP-${invoice.number}` });
    await expect(markInvoicePaid(ctx(a.companyManager, now), payment("89.00"))).rejects.toBeInstanceOf(NotFoundError);
    await expect(markInvoicePaid(ctx(admin, now), payment("88.00"))).rejects.toEqual(new DomainError("paymentAmountMismatch", "amount"));
    await markInvoicePaid(ctx(admin, now), payment("89.00"));
    await expect(markInvoicePaid(ctx(admin, now), payment("89.00"))).rejects.toEqual(new DomainError("invoicePaid"));

    const basic = await getActiveSubscription(ctx(a.companyManager, now), venueId);
    expect(basic).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true, startsAt: "2031-03-29T16:00:00.000Z", endsAt: "2031-04-29T16:00:00.000Z" });
    expect(basic.translationLocales).toEqual(["ru", "en", "zh"]);
    expect(await storeMayUseFeature({ db: database.db, clock: { now: () => now } }, venueId, "wifi_qr")).toBe(false);
    const gate = await requireFeature({ db: database.db, clock: { now: () => now } }, venueId, "offline_cart").catch((error: unknown) => error);
    expect(gate).toBeInstanceOf(FeatureUnavailable);
    expect(gate).toMatchObject({ feature: "offline_cart", unlockWith: "premium" });
    expect((await listInvoices(ctx(a.companyManager, now), venueId)).map((entry) => entry.status)).toEqual(["paid"]);
  });

  it("upgrades to Premium, then refuses another switch within three months and names the date", async () => {
    const now = at(25);
    const premium = await activateSubscription(ctx(a.companyManager, now), change({ planKey: "premium" }));
    await markInvoicePaid(ctx(admin, now), ZInvoicePayment.parse({ invoiceId: premium.invoice!.id, amount: premium.invoice!.total, paidOn: "2031-04-04", reference: "PP-premium" }));
    const active = await getActiveSubscription(ctx(a.companyManager, now), venueId);
    expect(active).toMatchObject({ planKey: "premium", status: "paid", switchAvailableFrom: "2031-07-03T16:00:00.000Z" });
    expect(await storeMayUseFeature({ db: database.db, clock: { now: () => now } }, venueId, "wifi_qr")).toBe(true);

    const cooldown = await refusal(activateSubscription(ctx(a.companyManager, now), change({ planKey: "basic", confirmDowngrade: true })));
    expect(cooldown.key).toBe("switchCooldown");
    expect(cooldown.availableFrom).toEqual(new Date("2031-07-03T16:00:00.000Z"));
    const added = await refusal(addSubscription(ctx(a.companyManager, now), change({ planKey: "basic" })));
    expect(added).toMatchObject({ key: "switchCooldown", availableFrom: new Date("2031-07-03T16:00:00.000Z") });

    const steps = (await getSubscriptionOverview(ctx(a.companyManager, now), venueId)).steps.map((step) => `${step.planKey}:${step.status}`);
    expect(steps).toEqual(["setup:completed", "trial:completed", "basic:deactivated", "premium:paid"]);
    const changes = await database.db
      .select({ objectType: actionHistory.objectType, userId: actionHistory.userId })
      .from(actionHistory)
      .where(eq(actionHistory.storeId, venueId))
      .orderBy(asc(actionHistory.id));
    expect(changes.map((entry) => entry.objectType)).toEqual(["billing_info", "subscription", "payment", "subscription", "payment"]);
  });

  it("queues an added plan after the running one; unpaid when it starts, it closes the menu and blocks new stores", async () => {
    const now = at(26);
    const added = await addSubscription(ctx(a.companyManager, now), change({ planKey: "premium" }));
    expect(added.started).toBe(false);
    const [queued] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, added.subscriptionId));
    expect(queued).toMatchObject({ stepStatus: "available", startsAt: new Date("2031-05-03T16:00:00.000Z"), endsAt: new Date("2031-06-03T16:00:00.000Z") });
    expect(await companyMayCreateStore(ctx(a.companyManager, now), { companyId: a.company.id })).toBe(true);

    const later = at(60);
    expect(await getActiveSubscription(ctx(a.companyManager, later), venueId)).toMatchObject({ planKey: "premium", status: "unpaid", menuOpen: false });
    expect(await companyMayCreateStore(ctx(a.companyManager, later), { companyId: a.company.id })).toBe(false);
    const newStore = ZCreateStore.parse({ companyId: a.company.id, name: "Alpha two", urlName: "alphatwo" });
    expect((await refusal(createStore(ctx(a.companyManager, later), newStore))).key).toBe("storeCreationUnpaid");
    expect((await refusal(activateSubscription(ctx(a.companyManager, later), change({ planKey: "premium" })))).key).toBe("subscriptionUnpaid");
    await markInvoicePaid(ctx(admin, later), ZInvoicePayment.parse({ invoiceId: added.invoice!.id, amount: added.invoice!.total, paidOn: "2031-05-09", reference: "PP-queued" }));
    expect(await getActiveSubscription(ctx(a.companyManager, later), venueId)).toMatchObject({ planKey: "premium", status: "paid", menuOpen: true });
    expect(await companyMayCreateStore(ctx(a.companyManager, later), { companyId: a.company.id })).toBe(true);
    expect(await createStore(ctx(a.companyManager, later), newStore)).toMatchObject({ urlKey: "alphatwo" });
  });

  it("numbers invoices by series and year across the platform", async () => {
    const numbers = (await database.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.id))).map((row) => row.number);
    expect(numbers).toEqual(["CA-2031-000001", "CA-2031-000002", "CA-2031-000003"]);
  });

  it("refuses every call on another company's store as not found", async () => {
    const rival = b.companyManager;
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.storeId, venueId)).limit(1);
    const calls: (() => Promise<unknown>)[] = [
      () => getActiveSubscription(ctx(rival), venueId),
      () => getSubscriptionOverview(ctx(rival), venueId),
      () => listSubscriptionHistory(ctx(rival), venueId),
      () => listInvoices(ctx(rival), venueId),
      () => getInvoice(ctx(rival), invoice!.id),
      () => getInvoice(ctx(a.storeManager), invoice!.id),
      () => activateSubscription(ctx(rival), change({ planKey: "basic" })),
      () => addSubscription(ctx(rival), change({ planKey: "basic" })),
      () => saveBillingInfo(ctx(rival), { storeId: venueId, version: 1, info: ZBillingInfo.parse(BILLING) }),
      () => saveBillingInfo(ctx(a.storeManager), { storeId: a.stores[0].id, version: 1, info: ZBillingInfo.parse(BILLING) }),
      () => companyMayCreateStore(ctx(rival), { companyId: a.company.id }),
    ];
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(NotFoundError);
  });

  it("seeds the demo venue on Premium, paid by invoice 1", async () => {
    const fresh = await create();
    try {
      const { storeId } = await seedDemo(fresh.db, { email: "owner@demo.test", password: "correct horse" });
      const state = await settleSubscriptions({ db: fresh.db, clock: { now: () => new Date() } }, storeId);
      expect(state.state).toMatchObject({ menuOpen: true, status: "paid" });
      expect(state.state.plan?.key).toBe("premium");
      const [invoice] = await fresh.db.select().from(invoices);
      expect(invoice).toMatchObject({ number: expect.stringMatching(/^CA-\d{4}-000001$/) as string, status: "paid", planKey: "premium", periods: 12, total: "1788.00" });
    } finally {
      await fresh.close();
    }
  });
});
