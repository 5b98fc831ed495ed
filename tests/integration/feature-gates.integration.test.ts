import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stores, subscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { ZBillingInfo, ZInvoicePayment, ZPlanChange } from "@/lib/schemas/billing";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { listSectionTree } from "@/lib/server/categories/list-section-tree";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { guestMenuAccess } from "@/lib/server/subscriptions/guest-menu-access";
import { featureGate } from "@/lib/server/subscriptions/store-may-use-feature";
import { FeatureUnavailable } from "@/lib/server/subscriptions/subscription-refusal";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { updateReviewWidget } from "@/lib/server/venue-extras/update-review-widget";
import { updateWifiSettings } from "@/lib/server/venue-extras/update-wifi-settings";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant, type UserRow } from "../support/tenants";

const BILLING = {
  country: "BY",
  currency: "BYN",
  organizationName: "ООО «Гамма»",
  directorLastName: "Иванов",
  directorFirstName: "Иван",
  directorMiddleName: "",
  directorPosition: "Директор",
  vatNumber: "192222221",
  bankName: "Банк",
  iban: "BY13NBRB3600900000002Z00AB00",
  bic: "NBRBBY2X",
  legalAddress: "Минск",
  phone: "+375 29 222-22-22",
};
const wifi = (storeId: number) => ({ storeId, version: 1, ssid: "Guests", encryption: "WPA" as const, password: "welcome1", hidden: false });
const widget = (storeId: number) => ({ storeId, version: 1, widget: { provider: "yandex" as const, orgId: "1234567890" } });

describe.each(engines())("plan gates on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  const now = new Date();
  const clock = { now: () => now };
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    for (const store of [...a.stores, ...b.stores]) await settleSubscriptions({ db: database.db, clock }, store.id);
    // a's first store moves to Basic, paid; b's first store's trial has ended without a plan.
    const basic = a.stores[0].id;
    const owner = contextOf(database.db, a.companyManager, now);
    await saveBillingInfo(owner, { storeId: basic, version: null, info: ZBillingInfo.parse(BILLING) });
    const { invoice } = await activateSubscription(owner, ZPlanChange.parse({ storeId: basic, planKey: "basic" }));
    await markInvoicePaid(contextOf(database.db, admin, now), ZInvoicePayment.parse({ invoiceId: invoice!.id, amount: invoice!.total, paidOn: now.toISOString().slice(0, 10), reference: "PP-1" }));
    const ended = b.stores[0].id;
    await database.db.update(subscriptions).set({ endsAt: new Date(now.getTime() - 1000) }).where(and(eq(subscriptions.storeId, ended), eq(subscriptions.planKey, "trial")));
    await settleSubscriptions({ db: database.db, clock }, ended);
  });
  const ctx = (user: UserRow) => contextOf(database.db, user, now);
  const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

  it("refuses Wi-Fi on Basic naming Premium, takes the review widget, and gives guests neither Wi-Fi nor the offline cart", async () => {
    const storeId = a.stores[0].id;
    expect(await refusal(updateWifiSettings(ctx(a.companyManager), wifi(storeId)))).toEqual(new FeatureUnavailable("wifi_qr", "premium"));
    expect(await updateReviewWidget(ctx(a.companyManager), widget(storeId))).toEqual({ version: 2 });
    expect(await featureGate({ db: database.db, clock }, storeId, "wifi_qr")).toEqual({ allowed: false, unlockWith: "premium" });
    const access = await guestMenuAccess({ db: database.db, clock }, storeId);
    expect(access).toMatchObject({ open: true, closedBecause: null, translationLocales: ["ru", "en", "zh"] });
    expect(access.features).toEqual(expect.arrayContaining(["product_search", "scheduled_hiding", "review_integration"]));
    expect(access.features).not.toContain("wifi_qr");
    expect(access.features).not.toContain("offline_cart");
    expect((await listSectionTree(ctx(a.companyManager), { storeId, section: "kitchen" })).store.schedulesApply).toBe(true);
  });

  it("gives a store on trial every Premium feature and all six languages", async () => {
    const storeId = a.stores[1].id;
    expect(await updateWifiSettings(ctx(a.companyManager), wifi(storeId))).toEqual({ version: 2 });
    const access = await guestMenuAccess({ db: database.db, clock }, storeId);
    expect(access.features).toEqual(expect.arrayContaining(["wifi_qr", "offline_cart", "product_search", "scheduled_hiding", "review_integration"]));
    expect([...access.translationLocales].sort()).toEqual(["ar", "en", "fr", "ru", "tr", "zh"]);
  });

  it("closes an ended trial to guests as paused, refuses its gated actions naming the cheapest plan, and keeps schedules without applying them", async () => {
    const storeId = b.stores[0].id;
    const access = await guestMenuAccess({ db: database.db, clock }, storeId);
    expect(access).toEqual({ open: false, closedBecause: "ended", features: [], translationLocales: [], until: null });
    expect(await refusal(updateReviewWidget(ctx(b.companyManager), widget(storeId)))).toEqual(new FeatureUnavailable("review_integration", "basic"));
    expect(await refusal(updateWifiSettings(ctx(b.storeManager), wifi(storeId)))).toEqual(new FeatureUnavailable("wifi_qr", "premium"));
    expect((await listSectionTree(ctx(b.companyManager), { storeId, section: "kitchen" })).store.schedulesApply).toBe(false);
  });

  it("says a store in its setup period is preparing, until its setup ends", async () => {
    const storeId = b.stores[1].id;
    const fresh = new Date(now.getTime() + 1000);
    await database.db.delete(subscriptions).where(eq(subscriptions.storeId, storeId));
    await database.db.update(stores).set({ createdAt: now, setupEndsAt: new Date(now.getTime() + 3 * 86_400_000) }).where(eq(stores.id, storeId));
    const access = await guestMenuAccess({ db: database.db, clock: { now: () => fresh } }, storeId);
    expect(access).toMatchObject({ open: false, closedBecause: "setup" });
    expect(access.until?.getTime()).toBe(now.getTime() + 3 * 86_400_000);
  });
});
