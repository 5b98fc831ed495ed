import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionHistory, invoices, paymentCheckouts, paymentEvents, payments, stores, storeSettings } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { ZPlanChange } from "@/lib/schemas/billing";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import type { PaymentProvider } from "@/lib/server/billing/payment-provider";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { bepaidProvider } from "@/lib/server/payments/bepaid-provider";
import { getCardPayment } from "@/lib/server/payments/get-card-payment";
import { listCardPayments } from "@/lib/server/payments/list-card-payments";
import { openCheckout } from "@/lib/server/payments/open-checkout";
import { receiveNotification } from "@/lib/server/payments/receive-notification";
import { startCardPayment } from "@/lib/server/payments/start-card-payment";
import { stripeProvider } from "@/lib/server/payments/stripe-provider";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import { inStore, STORE_OF_ID } from "@/lib/server/tenancy/store-function";
import { billingDetails } from "../support/billing-details";
import { engines } from "../support/engines";
import type { Deliver } from "../support/payment-servers/listen";
import { fakeBepaid } from "../support/payment-servers/fake-bepaid";
import { fakeStripe, stripeSignatureHeader } from "../support/payment-servers/fake-stripe";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type UserRow } from "../support/tenants";

const MINSK_MIDNIGHT = (day: string) => new Date(`${day}T00:00:00+03:00`);
/** long after the trial: the venue's menu is closed until a plan is paid */
const NOW = new Date("2027-02-10T09:00:00Z");
const clock = { now: () => NOW };

describe.each(engines())("card payments on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, owner: UserRow, rival: UserRow;
  let providers: { bepaid: PaymentProvider; stripe: PaymentProvider };
  let bepaid: Awaited<ReturnType<typeof fakeBepaid>>, stripe: Awaited<ReturnType<typeof fakeStripe>>;
  const outcomes: string[] = [];
  /** The acquirer's delivery handed to Carta's webhook handler, bytes and headers as sent. */
  const to = (key: keyof typeof providers): Deliver => async (_url, request) => {
    const outcome = await receiveNotification(database.db, clock, providers[key], { headers: new Headers(request.headers), body: request.body });
    outcomes.push(outcome);
    return outcome === "unverified" ? 400 : 200;
  };

  async function closedVenue(companyId: number, manager: UserRow, urlKey: string, vat: string, account: string) {
    const [venue] = await database.db
      .insert(stores)
      .values({ companyId, urlKey, name: urlKey, createdAt: new Date("2026-11-01T09:00:00Z"), setupEndsAt: MINSK_MIDNIGHT("2026-11-04"), currency: "BYN" })
      .returning();
    await database.db.insert(storeSettings).values({ companyId, storeId: venue!.id });
    await saveBillingInfo(contextOf(database.db, manager, new Date("2026-11-02T09:00:00Z")), { storeId: venue!.id, version: null, info: billingDetails(vat, account) });
    const basic = await activateSubscription(contextOf(database.db, manager, NOW), ZPlanChange.parse({ storeId: venue!.id, planKey: "basic" }));
    return { id: venue!.id, invoice: basic.invoice! };
  }
  const menuOf = async (user: UserRow, storeId: number) => getActiveSubscription(contextOf(database.db, user, NOW), storeId);
  const storeCtx = async (user: UserRow, storeId: number) => inStore(contextOf(database.db, user, NOW), STORE_OF_ID, storeId);
  const checkoutOf = async (invoiceId: number) => (await database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.invoiceId, invoiceId)))[0]!;
  const invoiceStatus = async (id: number) => (await database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.status;
  const paymentCount = async (invoiceId: number) => (await database.db.select({ n: count() }).from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!.n;
  const eventCount = async () => (await database.db.select({ n: count() }).from(paymentEvents))[0]!.n;

  beforeAll(async () => {
    ({ database } = world);
    owner = world.a.companyManager;
    rival = world.b.companyManager;
    bepaid = await fakeBepaid({ shopId: "361", secretKey: "b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d", deliver: to("bepaid") });
    stripe = await fakeStripe({ secretKey: "sk_test_carta", webhookSecret: "whsec_carta_test", webhookUrl: "http://localhost/api/payments/stripe/webhook", deliver: to("stripe") });
    providers = {
      bepaid: bepaidProvider({ shopId: "361", secretKey: "b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d", publicKey: bepaid.publicKey, apiUrl: bepaid.origin, gatewayUrl: bepaid.origin, test: true }),
      stripe: stripeProvider({ secretKey: "sk_test_carta", webhookSecret: "whsec_carta_test", apiUrl: stripe.origin }),
    };
  });
  afterAll(async () => {
    await bepaid?.close();
    await stripe?.close();
  });

  it("pays a Basic invoice through bePaid: forged notifications change nothing, the paid one opens the menu, a replay is ignored, a full refund voids the period", async () => {
    const venue = await closedVenue(world.a.company.id, owner, "bepaidvenue", "191111113", "31350000001000000111");
    expect(await menuOf(owner, venue.id)).toMatchObject({ menuOpen: false });

    const { url } = await openCheckout(await storeCtx(owner, venue.id), { invoiceId: venue.invoice.id, locale: "ru", saveCard: false }, providers.bepaid);
    const token = new URL(url).searchParams.get("token")!;
    expect(url).toBe(`${bepaid.origin}/v2/checkout?token=${token}`);
    const asked = bepaid.checkout(token);
    expect(asked.order).toMatchObject({ amount: 8900, currency: "BYN", tracking_id: `carta-checkout-${(await checkoutOf(venue.invoice.id)).id}` });
    expect(asked.settings.notification_url).toMatch(/\/api\/payments\/bepaid\/webhook$/);
    expect(asked.settings.success_url).toMatch(/\/ru\/bepaidvenue\/admin-panel\/subscription\/payments\?checkout=\d+$/);

    const successful = bepaid.transactionOf(token, "successful");
    expect((await bepaid.notify(asked.settings.notification_url, successful, { credentials: "Basic MzYxOndyb25n" })).status).toBe(400);
    expect((await bepaid.notify(asked.settings.notification_url, successful, { signature: Buffer.from("forged").toString("base64") })).status).toBe(400);
    const probe = await bepaid.notify(asked.settings.notification_url, { ...successful, uid: "probe", amount: 100 });
    expect(probe.status).toBe(200);
    expect(outcomes.at(-1)).toBe("refused");
    const tampered = probe.body.replace('"amount":100,', '"amount":8900,');
    expect(tampered).not.toBe(probe.body);
    expect((await bepaid.notify(asked.settings.notification_url, successful, { body: tampered, signature: bepaid.sign(probe.body) })).status).toBe(400);
    expect(await invoiceStatus(venue.invoice.id)).toBe("unpaid");
    expect(await menuOf(owner, venue.id)).toMatchObject({ menuOpen: false });

    await bepaid.pay(token, "failed");
    expect(await checkoutOf(venue.invoice.id)).toMatchObject({ status: "failed", failureReason: "Insufficient funds" });

    await bepaid.pay(token, "successful");
    expect(outcomes.at(-1)).toBe("applied");
    expect(await invoiceStatus(venue.invoice.id)).toBe("paid");
    expect(await checkoutOf(venue.invoice.id)).toMatchObject({ status: "paid", paymentMethod: "visa •••• 4242", transactionRef: successful.uid });
    expect(await menuOf(owner, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
    expect(await paymentCount(venue.invoice.id)).toBe(1);
    const [payment] = await database.db.select().from(payments).where(eq(payments.invoiceId, venue.invoice.id));
    expect(payment).toMatchObject({ provider: "bepaid", amount: "89.00", currency: "BYN", reference: successful.uid, recordedBy: null });
    const [recorded] = await database.db.select().from(actionHistory).where(and(eq(actionHistory.objectType, "payment"), eq(actionHistory.objectId, payment!.id)));
    expect(recorded).toMatchObject({ userId: null, storeId: venue.id });

    const events = await eventCount();
    const paidDelivery = bepaid.deliveries.at(-1)!;
    expect(await bepaid.resend(paidDelivery, asked.settings.notification_url)).toBe(200);
    expect(outcomes.at(-1)).toBe("replayed");
    expect(await eventCount()).toBe(events);
    expect(await paymentCount(venue.invoice.id)).toBe(1);

    await bepaid.notify(asked.settings.notification_url, { ...successful, status: "pending" });
    expect(outcomes.at(-1)).toBe("ignored");
    await bepaid.refund(token);
    expect(outcomes.at(-1)).toBe("applied");
    expect(await checkoutOf(venue.invoice.id)).toMatchObject({ status: "refunded" });
    // the whole payment went back: the invoice is unpaid again, the period void, the reversal in the history
    expect(await invoiceStatus(venue.invoice.id)).toBe("unpaid");
    expect(await menuOf(owner, venue.id)).toMatchObject({ planKey: "basic", status: "unpaid", menuOpen: false });
    const [reversed] = await database.db.select().from(actionHistory).where(and(eq(actionHistory.objectType, "payment"), eq(actionHistory.objectId, payment!.id), eq(actionHistory.event, "destroy")));
    expect(reversed).toMatchObject({ userId: null, storeId: venue.id, before: { invoiceNumber: venue.invoice.number, amount: "89.00", reference: successful.uid, provider: "bepaid" } });
    await bepaid.resend(bepaid.deliveries.at(-1)!, asked.settings.notification_url);
    expect(outcomes.at(-1)).toBe("replayed");
    expect(await invoiceStatus(venue.invoice.id)).toBe("unpaid");

    // paying the invoice again restores the plan
    const again = await openCheckout(await storeCtx(owner, venue.id), { invoiceId: venue.invoice.id, locale: "ru", saveCard: false }, providers.bepaid);
    await bepaid.pay(new URL(again.url).searchParams.get("token")!, "successful");
    expect(await invoiceStatus(venue.invoice.id)).toBe("paid");
    expect(await menuOf(owner, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
    expect(await paymentCount(venue.invoice.id)).toBe(2);
    const [kept] = await database.db.select().from(paymentEvents).where(eq(paymentEvents.body, paidDelivery.body));
    expect(kept).toMatchObject({ provider: "bepaid", kind: "paid", outcome: "applied", companyId: world.a.company.id });
  });

  it("pays through a Stripe Checkout Session: stale or wrongly signed events are refused, a late decline and a replay change nothing", async () => {
    const venue = await closedVenue(world.b.company.id, rival, "stripevenue", "192222339", "31350000001000000222");
    const { url } = await openCheckout(await storeCtx(rival, venue.id), { invoiceId: venue.invoice.id, locale: "en", saveCard: false }, providers.stripe);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === url)!;
    expect(session).toMatchObject({ mode: "payment", currency: "byn", amount_total: 8900, client_reference_id: String((await checkoutOf(venue.invoice.id)).id) });

    const completed = stripe.completed(session.id);
    const body = JSON.stringify(completed);
    expect((await stripe.send(completed, stripeSignatureHeader(body, "whsec_wrong"))).status).toBe(400);
    expect((await stripe.send(completed, undefined, Math.floor(Date.now() / 1000) - 301)).status).toBe(400);
    expect((await stripe.send({ ...completed, data: { object: { ...completed.data.object, amount_total: 100 } } }, stripeSignatureHeader(body, "whsec_carta_test"))).status).toBe(400);
    expect(await invoiceStatus(venue.invoice.id)).toBe("unpaid");
    expect(await eventCount()).toBeGreaterThan(0);
    const before = await eventCount();

    expect((await stripe.send(completed)).status).toBe(200);
    expect(outcomes.at(-1)).toBe("applied");
    expect(await eventCount()).toBe(before + 1);
    expect(await invoiceStatus(venue.invoice.id)).toBe("paid");
    expect(await menuOf(rival, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });

    await stripe.send(completed);
    expect(outcomes.at(-1)).toBe("replayed");
    await stripe.send(stripe.failed(session.id));
    expect(outcomes.at(-1)).toBe("ignored");
    expect(await checkoutOf(venue.invoice.id)).toMatchObject({ status: "paid", failureReason: null });
    await stripe.send(stripe.refunded(session.id));
    expect(await checkoutOf(venue.invoice.id)).toMatchObject({ status: "refunded" });
    expect((await checkoutOf(venue.invoice.id)).receiptUrl).toMatch(/\/receipts\//);
    expect(await paymentCount(venue.invoice.id)).toBe(1);
    expect(await invoiceStatus(venue.invoice.id)).toBe("unpaid");
    expect(await menuOf(rival, venue.id)).toMatchObject({ menuOpen: false });
  });

  it("records a decline with the acquirer's words, and a refund arriving before the payment keeps the invoice unpaid", async () => {
    const [venue] = await database.db.select().from(stores).where(eq(stores.urlKey, "bepaidvenue"));
    const second = await activateSubscription(contextOf(database.db, owner, NOW), ZPlanChange.parse({ storeId: venue!.id, planKey: "premium" }));
    const { url } = await openCheckout(await storeCtx(owner, venue!.id), { invoiceId: second.invoice!.id, locale: "zh", saveCard: false }, providers.stripe);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === url)!;
    await stripe.send(stripe.failed(session.id, "Your card has insufficient funds."));
    expect(await checkoutOf(second.invoice!.id)).toMatchObject({ status: "failed", failureReason: "Your card has insufficient funds." });
    const completed = stripe.completed(session.id);
    await stripe.send(stripe.refunded(session.id));
    await stripe.send(completed);
    expect(outcomes.at(-1)).toBe("ignored");
    expect(await checkoutOf(second.invoice!.id)).toMatchObject({ status: "refunded" });
    expect(await invoiceStatus(second.invoice!.id)).toBe("unpaid");
  });

  it("answers another company's invoice or card payment as missing, a store manager too, and says when no acquirer is configured", async () => {
    const [venue] = await database.db.select().from(stores).where(eq(stores.urlKey, "bepaidvenue"));
    const [unpaid] = await database.db.select().from(invoices).where(eq(invoices.storeId, venue!.id)).orderBy(invoices.id).limit(2).offset(1);
    const ask = (user: UserRow) => startCardPayment(contextOf(database.db, user, NOW), { invoiceId: unpaid!.id, locale: "en", saveCard: false });
    await expect(ask(rival)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask(world.b.storeManager)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask(world.a.storeManager)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask(owner)).rejects.toEqual(new DomainError("cardPaymentUnavailable"));
    const [theirs] = await database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.companyId, world.b.company.id));
    const [ours] = await database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.storeId, venue!.id));
    expect(await getCardPayment.run(await storeCtx(owner, venue!.id), { storeId: venue!.id, checkoutId: theirs!.id })).toBeNull();
    expect(await getCardPayment.run(await storeCtx(owner, venue!.id), { storeId: venue!.id, checkoutId: ours!.id })).toMatchObject({ id: ours!.id, status: ours!.status });
    await expect(getCardPayment(contextOf(database.db, rival, NOW), { storeId: venue!.id, checkoutId: ours!.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(listCardPayments(contextOf(database.db, rival, NOW), venue!.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listCardPayments(contextOf(database.db, owner, NOW), venue!.id)).map((row) => row.id)).not.toContain(theirs!.id);
    const paid = (await database.db.select().from(invoices).where(eq(invoices.status, "paid")))[0]!;
    await expect(openCheckout(await storeCtx(owner, paid.storeId), { invoiceId: paid.id, locale: "en", saveCard: false }, providers.bepaid)).rejects.toEqual(new DomainError("invoicePaid"));
  });
});
