import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoices, stores, storeSettings, subscriptions } from "@/lib/db/schema";
import type { Database, Db } from "@/lib/db/types";
import { nextInvoiceNumber } from "@/lib/server/billing/next-invoice-number";
import { ZBillingInfo, ZInvoicePayment, ZPlanChange, type PlanChangeInput } from "@/lib/schemas/billing";
import { getInvoice } from "@/lib/server/billing/get-invoice";
import { listInvoices } from "@/lib/server/billing/list-invoices";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { addSubscription } from "@/lib/server/subscriptions/add-subscription";
import { cancelSubscription } from "@/lib/server/subscriptions/cancel-subscription";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import type { SubscriptionRefusal } from "@/lib/server/subscriptions/subscription-refusal";
import { billingDetails } from "../support/billing-details";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type UserRow } from "../support/tenants";

const MINSK_MIDNIGHT = (day: string) => new Date(`${day}T00:00:00+03:00`);
const noon = (day: string) => new Date(`${day}T09:00:00Z`);

describe.each(engines())("billing rules on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, owner: UserRow, rival: UserRow, admin: UserRow;
  let venueId: number;
  beforeAll(async () => {
    ({ database, admin } = world);
    owner = world.a.companyManager;
    rival = world.b.companyManager;
    const [venue] = await database.db
      .insert(stores)
      .values({ companyId: world.a.company.id, urlKey: "betavenue", name: "Beta venue", createdAt: noon("2026-11-01"), setupEndsAt: MINSK_MIDNIGHT("2026-11-04"), currency: "BYN" })
      .returning();
    venueId = venue!.id;
    await database.db.insert(storeSettings).values({ companyId: world.a.company.id, storeId: venueId });
    await saveBillingInfo(contextOf(database.db, owner, noon("2026-11-02")), { storeId: venueId, version: null, info: billingDetails("192222221", "31350000001000000933") });
  });

  const ctx = (user: UserRow, now: Date) => contextOf(database.db, user, now);
  const change = (input: Omit<PlanChangeInput, "storeId">) => ZPlanChange.parse({ storeId: venueId, ...input });
  const pay = (now: Date, invoice: { id: number; total: string }, reference: string) =>
    markInvoicePaid(ctx(admin, now), ZInvoicePayment.parse({ invoiceId: invoice.id, amount: invoice.total, paidOn: now.toISOString().slice(0, 10), reference }));
  const refusalKey = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? (error as SubscriptionRefusal).key : error),
    );
  const row = async (id: number) => (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it("lets the owner cancel a plan picked by mistake: its invoice is voided with its number kept, and another plan can be chosen", async () => {
    const now = noon("2026-11-10");
    const wrong = await activateSubscription(ctx(owner, now), change({ planKey: "premium" }));
    expect(await refusalKey(activateSubscription(ctx(owner, now), change({ planKey: "basic" })))).toBe("subscriptionUnpaid");

    await expect(cancelSubscription(ctx(rival, now), { storeId: venueId, subscriptionId: wrong.subscriptionId })).rejects.toBeInstanceOf(NotFoundError);
    await expect(cancelSubscription(ctx(world.a.storeManager, now), { storeId: venueId, subscriptionId: wrong.subscriptionId })).rejects.toBeInstanceOf(NotFoundError);
    const rivalStore = world.b.stores[0].id;
    await expect(cancelSubscription(ctx(owner, now), { storeId: rivalStore, subscriptionId: wrong.subscriptionId })).rejects.toBeInstanceOf(NotFoundError);
    expect((await row(wrong.subscriptionId)).stepStatus).toBe("available");

    await cancelSubscription(ctx(owner, now), { storeId: venueId, subscriptionId: wrong.subscriptionId });
    const voided = await getInvoice(ctx(owner, now), wrong.invoice!.id);
    expect(voided).toMatchObject({ status: "cancelled", number: wrong.invoice!.number });
    expect(await getActiveSubscription(ctx(owner, now), venueId)).toMatchObject({ planKey: "trial", menuOpen: true });
    expect(await refusalKey(cancelSubscription(ctx(owner, now), { storeId: venueId, subscriptionId: wrong.subscriptionId }))).toBe("subscriptionNotPossible");
    await expect(pay(now, wrong.invoice!, "PP-voided")).rejects.toEqual(new DomainError("invoicePaid"));
  });

  it("credits the unpaid-for rest of Basic on the Premium invoice when upgrading the day Basic was paid", async () => {
    const now = noon("2026-12-14");
    const basic = await activateSubscription(ctx(owner, now), change({ planKey: "basic" }));
    await pay(now, basic.invoice!, "PP-basic");
    expect(await getActiveSubscription(ctx(owner, now), venueId)).toMatchObject({ planKey: "basic", status: "paid" });

    const premium = await activateSubscription(ctx(owner, now), change({ planKey: "premium", periods: 6 }));
    expect(premium.invoice).toMatchObject({ total: "805.00" });
    const invoice = await getInvoice(ctx(owner, now), premium.invoice!.id);
    expect(invoice).toMatchObject({ unitPrice: "149.00", credit: "89.00", total: "805.00" });
    expect(invoice.creditSource).toMatchObject({ invoiceNumber: basic.invoice!.number, planKey: "basic", unusedDays: 31, totalDays: 31 });
    await pay(now, premium.invoice!, "PP-premium");
    const listed = await listInvoices(ctx(owner, now), venueId);
    expect(listed.find((entry) => entry.id === basic.invoice!.id)!.creditedOn).toEqual({ number: premium.invoice!.number, amount: "89.00" });
    expect(listed.find((entry) => entry.id === premium.invoice!.id)!.creditedOn).toBeNull();
    expect(await getActiveSubscription(ctx(owner, now), venueId)).toMatchObject({ planKey: "premium", status: "paid", switchAvailableFrom: MINSK_MIDNIGHT("2027-03-14").toISOString() });
  });

  it("refuses a switch made with Add within the cooldown, as it refuses Activate", async () => {
    const now = noon("2027-01-10");
    expect(await refusalKey(addSubscription(ctx(owner, now), change({ planKey: "basic", confirmDowngrade: true })))).toBe("switchCooldown");
    expect(await refusalKey(activateSubscription(ctx(owner, now), change({ planKey: "basic", confirmDowngrade: true })))).toBe("switchCooldown");
  });

  it("queues a downgrade asked with Activate for the end of the paid period, and moves it to the day it is paid when paid late", async () => {
    const now = noon("2027-04-01");
    const downgrade = await activateSubscription(ctx(owner, now), change({ planKey: "basic", confirmDowngrade: true }));
    expect(downgrade.started).toBe(false);
    expect(await row(downgrade.subscriptionId)).toMatchObject({ stepStatus: "available", startsAt: MINSK_MIDNIGHT("2027-06-14"), endsAt: MINSK_MIDNIGHT("2027-07-14") });
    expect(await getActiveSubscription(ctx(owner, now), venueId)).toMatchObject({ planKey: "premium", status: "paid" });

    const late = noon("2027-07-10");
    expect(await getActiveSubscription(ctx(owner, late), venueId)).toMatchObject({ planKey: "basic", status: "unpaid", menuOpen: false });
    await pay(late, downgrade.invoice!, "PP-late");
    expect(await getActiveSubscription(ctx(owner, late), venueId)).toMatchObject({
      planKey: "basic",
      status: "paid",
      menuOpen: true,
      startsAt: MINSK_MIDNIGHT("2027-07-10").toISOString(),
      endsAt: MINSK_MIDNIGHT("2027-08-10").toISOString(),
    });
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.id, downgrade.invoice!.id));
    expect(invoice).toMatchObject({ periodStart: MINSK_MIDNIGHT("2027-07-10"), periodEnd: MINSK_MIDNIGHT("2027-08-10"), credit: "0.00" });
  });

  it("numbers invoices by series and year without gaps, voided ones kept", async () => {
    const rows = await database.db.select({ number: invoices.number, status: invoices.status }).from(invoices).orderBy(invoices.id);
    expect(rows).toEqual([
      { number: "CA-2026-000001", status: "cancelled" },
      { number: "CA-2026-000002", status: "paid" },
      { number: "CA-2026-000003", status: "paid" },
      { number: "CA-2027-000001", status: "paid" },
    ]);
  });

  it("gives a rolled-back invoice's number to the next one, and concurrent ones take turns", async () => {
    const issued = new Date("2028-02-01T10:00:00Z");
    await expect(
      database.db.transaction(async (tx) => {
        await nextInvoiceNumber(tx as unknown as Db, issued);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const numbers = await Promise.all(Array.from({ length: 5 }, () => database.db.transaction((tx) => nextInvoiceNumber(tx as unknown as Db, issued))));
    expect(numbers.sort()).toEqual(["CA-2028-000001", "CA-2028-000002", "CA-2028-000003", "CA-2028-000004", "CA-2028-000005"]);
  });

  it("invoices in the currency picked on the billing details, at that currency's plan price", async () => {
    const now = noon("2028-03-01");
    const russian = {
      ...billingDetails("192222221", "31350000001000000933"),
      country: "RU" as const,
      currency: "RUB" as const,
      vatNumber: "7707083893",
      kpp: "773601001",
      bic: "044525225",
      correspondentAccount: "30101810400000000225",
    };
    const account = [..."0123456789"].map((digit) => `40702810${digit}38000000933`).find((candidate) => ZBillingInfo.safeParse({ ...russian, iban: candidate }).success)!;
    await saveBillingInfo(ctx(owner, now), { storeId: venueId, version: 1, info: ZBillingInfo.parse({ ...russian, iban: account }) });
    const queued = await addSubscription(ctx(owner, now), change({ planKey: "premium" }));
    const invoice = await getInvoice(ctx(owner, now), queued.invoice!.id);
    expect(invoice).toMatchObject({ currency: "RUB", unitPrice: "4900.00" });
    expect(invoice.buyer).toMatchObject({ vatNumber: "7707083893", kpp: "773601001", iban: account, bic: "044525225", correspondentAccount: "30101810400000000225" });
  });

  it("answers a document number already recorded with its own message, not 'value incorrect'", async () => {
    const now = noon("2028-03-02");
    const [open] = await database.db.select().from(invoices).where(eq(invoices.status, "unpaid"));
    await expect(pay(now, open!, "PP-premium")).rejects.toEqual(new DomainError("paymentReferenceExists", "reference"));
    expect((await getInvoice(ctx(owner, now), open!.id)).status).toBe("unpaid");
  });
});
