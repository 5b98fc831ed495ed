import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { billingInfo, cardRenewals, invoices, paymentCheckouts, payments, savedCards, stores, storeSettings, users } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import type { PaymentProvider } from "@/lib/server/billing/payment-provider";
import { billingDetails } from "../support/billing-details";
import { engines, secondInstance } from "../support/engines";
import { mailOutboxForTests } from "../support/mail-env";
import type { Deliver } from "../support/payment-servers/listen";
import { fakeBepaid } from "../support/payment-servers/fake-bepaid";
import { fakeStripe } from "../support/payment-servers/fake-stripe";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type UserRow } from "../support/tenants";

const outbox = mailOutboxForTests("carta-card-renewal-");

/** Long after the trial: each venue's menu is closed until Basic (one month) is paid. */
const PAID_ON = new Date("2027-02-10T09:00:00Z");
/** Minsk midnight starting the day: Basic paid on 10 February runs until 10 March. */
const minsk = (day: string) => new Date(`${day}T00:00:00+03:00`);
const PERIOD_END = minsk("2027-03-10");
const STRIPE_KEY = "sk_test_carta";
const BEPAID_SECRET = "b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d";

async function load() {
  const [worker, enqueue, handlers, renewal, outboxModule, billing, save, activate, openCheckout, receive, setRenewal, removeCard, getRenewal, listPayments, context, bepaidModule, stripeModule, subscription] = await Promise.all([
    import("@/lib/jobs/job-worker"),
    import("@/lib/jobs/enqueue-job"),
    import("@/lib/server/jobs/job-handlers"),
    import("@/lib/server/billing/card-renewal-job"),
    import("../support/outbox"),
    import("@/lib/schemas/billing"),
    import("@/lib/server/billing/save-billing-info"),
    import("@/lib/server/subscriptions/activate-subscription"),
    import("@/lib/server/payments/open-checkout"),
    import("@/lib/server/payments/receive-notification"),
    import("@/lib/server/payments/set-card-renewal"),
    import("@/lib/server/payments/remove-saved-card"),
    import("@/lib/server/payments/get-card-renewal"),
    import("@/lib/server/payments/list-card-payments"),
    import("@/lib/server/context"),
    import("@/lib/server/payments/bepaid-provider"),
    import("@/lib/server/payments/stripe-provider"),
    import("@/lib/server/subscriptions/get-active-subscription"),
  ]);
  const tenancy = await import("@/lib/server/tenancy/store-function");
  const forget = await import("@/lib/server/payments/forget-saved-card");
  const { log } = await import("@/lib/log");
  return { log, ...forget, ...worker, ...enqueue, ...handlers, ...renewal, ...outboxModule, ...billing, ...save, ...activate, ...openCheckout, ...receive, ...setRenewal, ...removeCard, ...getRenewal, ...listPayments, ...context, ...bepaidModule, ...stripeModule, ...subscription, ...tenancy };
}

describe.each(engines())("renewal by card on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let m: Awaited<ReturnType<typeof load>>;
  let database: Database, other: Database | null;
  let owner: UserRow, rival: UserRow;
  let bepaid: Awaited<ReturnType<typeof fakeBepaid>>, stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let providers: { bepaid: PaymentProvider; stripe: PaymentProvider };
  /** the acquirer PAYMENT_PROVIDER names while a test runs */
  let configured: keyof typeof providers = "stripe";
  let clock = PAID_ON;
  const outcomes: string[] = [];
  const to = (key: keyof typeof providers): Deliver => async (_url, request) => {
    const outcome = await m.receiveNotification(database.db, { now: () => clock }, providers[key], { headers: new Headers(request.headers), body: request.body });
    outcomes.push(outcome);
    return outcome === "unverified" ? 400 : 200;
  };

  beforeAll(async () => {
    m = await load();
    ({ database } = world);
    other = await secondInstance(database);
    for (const tenant of [world.a, world.b]) await database.db.update(users).set({ uiLocale: "en" }).where(eq(users.id, tenant.companyManager.id));
    owner = { ...world.a.companyManager, uiLocale: "en" };
    rival = { ...world.b.companyManager, uiLocale: "en" };
    bepaid = await fakeBepaid({ shopId: "361", secretKey: BEPAID_SECRET, deliver: to("bepaid") });
    stripe = await fakeStripe({ secretKey: STRIPE_KEY, webhookSecret: "whsec_carta_test", webhookUrl: "http://localhost/api/payments/stripe/webhook", deliver: to("stripe") });
    providers = {
      bepaid: m.bepaidProvider({ shopId: "361", secretKey: BEPAID_SECRET, publicKey: bepaid.publicKey, apiUrl: bepaid.origin, gatewayUrl: bepaid.origin, test: true }),
      stripe: m.stripeProvider({ secretKey: STRIPE_KEY, webhookSecret: "whsec_carta_test", apiUrl: stripe.origin }),
    };
    // what every worker does when it starts: one recurring row
    await m.enqueueJob(database.db, m.CARD_RENEWAL_JOB, {}, { dedupeKey: m.CARD_RENEWAL_JOB, runAt: clock });
  });
  afterAll(async () => {
    await bepaid?.close();
    await stripe?.close();
    await other?.close();
  });

  /** Two workers, on two connections where the engine has them, run whatever is due at `at` until nothing is. */
  async function runWorkersAt(at: Date) {
    clock = at;
    const handlers = { ...m.jobHandlers(), [m.CARD_RENEWAL_JOB]: m.cardRenewalJob(() => providers[configured]) };
    const workers = [database, other ?? database].map((db, index) => m.createJobWorker({ db: db.db, handlers, now: () => clock, name: `w${index}` }));
    for (let ran = [true]; ran.some(Boolean); ) ran = await Promise.all(workers.map((worker) => worker.runOnce()));
  }

  const ctxOf = (user: UserRow) => contextOf(database.db, user, clock);
  const menuOf = async (user: UserRow, storeId: number) => m.getActiveSubscription(ctxOf(user), storeId);
  const invoicesOf = async (storeId: number) => database.db.select().from(invoices).where(eq(invoices.storeId, storeId)).orderBy(invoices.id);
  const renewalAttempts = async (storeId: number) =>
    database.db.select().from(paymentCheckouts).where(and(eq(paymentCheckouts.storeId, storeId), isNotNull(paymentCheckouts.attempt))).orderBy(paymentCheckouts.id);
  const paymentCount = async (invoiceId: number) => (await database.db.select({ n: count() }).from(payments).where(eq(payments.invoiceId, invoiceId)))[0]!.n;
  const mailsAbout = async (user: UserRow, store: string) => (await m.readOutbox(outbox())).filter((mail) => mail.to === user.email && mail.text.includes(store));

  /** A venue of the company whose Basic invoice the manager pays on the acquirer's page, ticking "renew automatically" or not. */
  async function paidVenue(manager: UserRow, urlKey: string, vat: string, account: string, provider: keyof typeof providers, saveCard: boolean) {
    clock = PAID_ON;
    const companyId = manager.companyId!;
    const [venue] = await database.db
      .insert(stores)
      .values({ companyId, urlKey, name: `Cafe ${urlKey}`, createdAt: new Date("2026-11-01T09:00:00Z"), setupEndsAt: minsk("2026-11-04"), currency: "BYN" })
      .returning();
    await database.db.insert(storeSettings).values({ companyId, storeId: venue!.id });
    const [billing] = await database.db.select().from(billingInfo).where(eq(billingInfo.companyId, companyId));
    if (!billing) await m.saveBillingInfo(contextOf(database.db, manager, new Date("2026-11-02T09:00:00Z")), { storeId: venue!.id, version: null, info: billingDetails(vat, account) });
    const basic = await m.activateSubscription(ctxOf(manager), m.ZPlanChange.parse({ storeId: venue!.id, planKey: "basic" }));
    const storeCtx = await m.inStore(ctxOf(manager), m.STORE_OF_ID, venue!.id);
    const { url } = await m.openCheckout(storeCtx, { invoiceId: basic.invoice!.id, locale: "en", saveCard }, providers[provider]);
    if (provider === "stripe") {
      const session = [...stripe.sessions.values()].find((candidate) => candidate.url === url)!;
      await stripe.send(stripe.completed(session.id));
    } else {
      await bepaid.pay(new URL(url).searchParams.get("token")!, "successful");
    }
    expect(await menuOf(manager, venue!.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
    return { id: venue!.id, name: venue!.name, invoiceId: basic.invoice!.id };
  }

  it("keeps the card of a checkout paid with the box ticked, shows it, and renews before the period ends, once however many workers run", async () => {
    const venue = await paidVenue(owner, "stripecafe", "191111113", "31350000001000000111", "stripe", true);
    configured = "stripe";
    const [card] = await database.db.select().from(savedCards).where(eq(savedCards.companyId, owner.companyId!));
    expect(card).toMatchObject({ provider: "stripe", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(card!.customerRef).toMatch(/^cus_/);
    expect(card!.methodRef).toMatch(/^pm_/);
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toEqual({
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
      enabled: true,
      paidUntil: PERIOD_END.toISOString(),
      amount: "89.00",
      currency: "BYN",
      declined: null,
    });

    await runWorkersAt(new Date("2027-03-02T20:00:00Z"));
    expect(stripe.offSession).toHaveLength(0);
    expect(await invoicesOf(venue.id)).toHaveLength(1);

    // seven days before the end, Minsk midnight
    await runWorkersAt(new Date("2027-03-02T21:30:00Z"));
    await runWorkersAt(new Date("2027-03-02T22:30:00Z"));
    expect(stripe.offSession).toHaveLength(1);
    expect(stripe.offSession[0]).toMatchObject({ amount: 8900, currency: "byn", customer: card!.customerRef, payment_method: card!.methodRef, off_session: true, status: "succeeded" });
    const [, renewal] = await invoicesOf(venue.id);
    expect(renewal).toMatchObject({ status: "paid", planKey: "basic", total: "89.00", periodStart: PERIOD_END, periodEnd: minsk("2027-04-10") });
    expect(await paymentCount(renewal!.id)).toBe(1);
    const [attempt] = await renewalAttempts(venue.id);
    expect(attempt).toMatchObject({ attempt: 1, status: "paid", transactionRef: stripe.offSession[0]!.id, paymentMethod: "visa •••• 4242" });
    expect((await m.listCardPayments(ctxOf(owner), venue.id)).map((row) => [row.invoiceNumber, row.status])).toContainEqual([renewal!.number, "paid"]);
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ paidUntil: minsk("2027-04-10").toISOString() });

    // the first invoice was the owner's to pay; the renewal's says which card is charged, when, and where renewal is turned off
    const mails = await mailsAbout(owner, venue.name);
    const [first] = await invoicesOf(venue.id);
    const issuedFirst = mails.find((mail) => mail.subject === `Invoice No. ${first!.number} for ${venue.name}`);
    expect(issuedFirst!.text).toContain("pay it by bank transfer");
    const issued = mails.filter((mail) => mail.subject.startsWith(`Invoice No. ${renewal!.number} `));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.subject).toBe(`Invoice No. ${renewal!.number} for ${venue.name}: renewal by card`);
    expect(issued[0]!.text).toContain(`Invoice No. ${renewal!.number} for the next period of the Basic plan of ${venue.name} has been issued: BYN\u00a089.00.`);
    expect(issued[0]!.text).toContain("On March 3, 2027 we charge it to the saved card VISA •••• 4242; there is nothing to transfer.");
    expect(issued[0]!.text).toContain("turn automatic renewal off on the subscription screen");
    expect(issued[0]!.text).not.toContain("bank transfer");
    expect(issued[0]!.attachments.map((file) => file.filename)).toEqual([`invoice-${renewal!.number}.pdf`]);
    expect(m.findLink(issued[0]!.text, "/admin-panel/")).toBe("https://carta.test:8443/en/stripecafe/admin-panel/subscription");
    const receipts = mails.filter((mail) => mail.text.includes(`invoice No. ${renewal!.number}`) && mail !== issued[0]);
    expect(receipts.map((mail) => mail.subject)).toEqual([`${venue.name}: Basic renewed, invoice No. ${renewal!.number} paid by card`]);
    expect(receipts[0]!.text).toContain(`We have charged BYN\u00a089.00 to the saved card VISA •••• 4242 for invoice No. ${renewal!.number} (Basic, ${venue.name}). The plan is renewed for the next period.`);

    // Stripe's own word about the same charge, then the same event again: nothing more is paid
    const succeeded = stripe.intentEvent(stripe.offSession[0]!.id);
    await stripe.send(succeeded);
    expect(outcomes.at(-1)).toBe("ignored");
    await stripe.send(succeeded);
    expect(outcomes.at(-1)).toBe("replayed");
    expect(await paymentCount(renewal!.id)).toBe(1);

    clock = new Date("2027-03-10T09:00:00Z");
    expect(await menuOf(owner, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
  });

  it("tries a declined renewal again and pays it on the second attempt, the decline's reason in the payments list", async () => {
    configured = "stripe";
    const venue = await paidVenue(owner, "retrycafe", "191111113", "31350000001000000111", "stripe", false);
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ enabled: false, card: { last4: "4242" } });
    await m.setCardRenewal(ctxOf(owner), { storeId: venue.id, enabled: true });
    stripe.chargeOutcomes({ decline_code: "insufficient_funds", message: "Your card has insufficient funds." });
    const charged = stripe.offSession.length;

    await runWorkersAt(new Date("2027-03-03T06:00:00Z"));
    expect(stripe.offSession.length).toBe(charged + 1);
    const [first] = await renewalAttempts(venue.id);
    expect(first).toMatchObject({ attempt: 1, status: "failed", failureReason: "Your card has insufficient funds." });
    expect((await m.listCardPayments(ctxOf(owner), venue.id)).find((row) => row.id === first!.id)).toMatchObject({ status: "failed", failureReason: "Your card has insufficient funds." });
    const [dunning] = (await mailsAbout(owner, venue.name)).filter((mail) => mail.subject.includes("declined"));
    expect(dunning!.subject).toBe(`${venue.name}: the card renewal of Basic was declined`);
    expect(dunning!.text).toContain("“Your card has insufficient funds.”");
    expect(dunning!.text).toContain("The menu stays open until March 10, 2027");
    expect(m.findLink(dunning!.text, "/admin-panel/")).toBe("https://carta.test:8443/en/retrycafe/admin-panel/subscription/payments");
    // the card panel tells the decline, the bank's words and the retry at the next Minsk midnight instead of "renews on"
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({
      enabled: true,
      paidUntil: PERIOD_END.toISOString(),
      declined: { at: "2027-03-03T06:00:00.000Z", reason: "Your card has insufficient funds.", retryOn: minsk("2027-03-04").toISOString() },
    });

    await runWorkersAt(new Date("2027-03-03T20:00:00Z"));
    expect(stripe.offSession.length).toBe(charged + 1);
    await runWorkersAt(new Date("2027-03-03T21:30:00Z"));
    expect(stripe.offSession.length).toBe(charged + 2);
    expect((await renewalAttempts(venue.id)).map((row) => [row.attempt, row.status])).toEqual([
      [1, "failed"],
      [2, "paid"],
    ]);
    const [, renewal] = await invoicesOf(venue.id);
    expect(renewal!.status).toBe("paid");
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ declined: null, paidUntil: minsk("2027-04-10").toISOString() });
    clock = new Date("2027-03-12T09:00:00Z");
    expect(await menuOf(owner, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
  });

  it("charges nothing once renewal is turned off or the card removed, and keeps the period already paid", async () => {
    configured = "stripe";
    const venue = await paidVenue(owner, "offcafe", "191111113", "31350000001000000111", "stripe", true);
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ enabled: true });
    await m.setCardRenewal(ctxOf(owner), { storeId: venue.id, enabled: false });
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ enabled: false, paidUntil: PERIOD_END.toISOString() });
    const charged = stripe.offSession.length;
    // the clock only moves forward through this file: the renewal window of 3 March has begun
    for (const hour of ["04T00", "04T03", "04T05"]) await runWorkersAt(new Date(`2027-03-${hour}:00:00Z`));
    expect(stripe.offSession.length).toBe(charged);
    expect(await invoicesOf(venue.id)).toHaveLength(1);
    clock = new Date(PERIOD_END.getTime() - 60_000);
    expect(await menuOf(owner, venue.id)).toMatchObject({ status: "paid", menuOpen: true });
    clock = new Date(PERIOD_END.getTime() + 60_000);
    expect(await menuOf(owner, venue.id)).toMatchObject({ menuOpen: false });

    const [card] = await database.db.select().from(savedCards).where(eq(savedCards.companyId, owner.companyId!));
    expect(await m.forgetSavedCard(await m.inStore(ctxOf(owner), m.COMPANY_OF_INPUT, { storeId: venue.id }), providers.stripe)).toEqual({ removed: true });
    expect(stripe.detached).toEqual([card!.methodRef]);
    expect(await database.db.select().from(savedCards).where(eq(savedCards.companyId, owner.companyId!))).toEqual([]);
    expect((await database.db.select().from(cardRenewals).where(eq(cardRenewals.companyId, owner.companyId!))).every((row) => !row.enabled)).toBe(true);
    await expect(m.setCardRenewal(ctxOf(owner), { storeId: venue.id, enabled: true })).rejects.toEqual(new m.DomainError("savedCardMissing"));
  });

  it("forgets a removed card in Carta even when Stripe refuses to detach it, and logs the refusal", async () => {
    const venue = await paidVenue(owner, "detachcafe", "191111113", "31350000001000000111", "stripe", true);
    const [card] = await database.db.select().from(savedCards).where(eq(savedCards.companyId, owner.companyId!));
    const detached = stripe.detached.length;
    const warn = vi.spyOn(m.log, "warn").mockImplementation(() => undefined);
    try {
      const revoked = m.stripeProvider({ secretKey: "sk_test_revoked", webhookSecret: "whsec_carta_test", apiUrl: stripe.origin });
      expect(await m.forgetSavedCard(await m.inStore(ctxOf(owner), m.COMPANY_OF_INPUT, { storeId: venue.id }), revoked)).toEqual({ removed: true });
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ provider: "stripe", savedCardId: card!.id, err: expect.objectContaining({ message: "Stripe answered 401 to detaching a payment method" }) }), "saved card not detached at the acquirer");
    } finally {
      warn.mockRestore();
    }
    expect(stripe.detached).toHaveLength(detached);
    expect(await database.db.select().from(savedCards).where(eq(savedCards.companyId, owner.companyId!))).toEqual([]);
    expect(await m.getCardRenewal(ctxOf(owner), { storeId: venue.id })).toMatchObject({ card: null, enabled: false });
  });

  it("mails the owner at every declined bePaid renewal; the menu stays open to the last paid day and closes after", async () => {
    configured = "bepaid";
    const venue = await paidVenue(rival, "bepaidcafe", "192222339", "31350000001000000222", "bepaid", true);
    const [card] = await database.db.select().from(savedCards).where(eq(savedCards.companyId, rival.companyId!));
    expect(card).toMatchObject({ provider: "bepaid", customerRef: null, brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(card!.methodRef).toMatch(/^tok_/);
    bepaid.chargeOutcomes(...Array.from({ length: 5 }, () => ({ message: "Insufficient funds" })));

    for (const day of ["04", "05", "06", "07", "08", "09"]) await runWorkersAt(new Date(`2027-03-${day}T06:00:00Z`));
    // the first attempt on the first run in the renewal window, then one, three and five days after it
    expect(bepaid.charges.map((charge) => [charge.status, charge.amount, charge.token, charge.recurring])).toEqual(Array.from({ length: 4 }, () => ["failed", 8900, card!.methodRef, true]));
    expect((await renewalAttempts(venue.id)).map((row) => [row.attempt, row.status, row.failureReason])).toEqual([1, 2, 3, 4].map((n) => [n, "failed", "Insufficient funds"]));
    expect((await mailsAbout(rival, venue.name)).filter((mail) => mail.subject.includes("declined"))).toHaveLength(4);
    expect(await m.getCardRenewal(ctxOf(rival), { storeId: venue.id })).toMatchObject({ enabled: true, declined: { reason: "Insufficient funds", retryOn: null } });

    // bePaid's notification about the last charge, delivered twice, changes nothing
    const url = `${m.notificationUrl("bepaid")}`;
    await bepaid.notifyCharge(url, bepaid.charges.at(-1)!.uid);
    expect(outcomes.at(-1)).toBe("replayed");
    expect((await mailsAbout(rival, venue.name)).filter((mail) => mail.subject.includes("declined"))).toHaveLength(4);

    clock = new Date(PERIOD_END.getTime() - 60_000);
    expect(await menuOf(rival, venue.id)).toMatchObject({ planKey: "basic", status: "paid", menuOpen: true });
    await runWorkersAt(new Date("2027-03-10T06:00:00Z"));
    expect(bepaid.charges).toHaveLength(4);
    expect(await menuOf(rival, venue.id)).toMatchObject({ menuOpen: false });
  });

  it("answers another company's venue as missing for every card renewal action, a store manager too", async () => {
    const [venue] = await database.db.select().from(stores).where(eq(stores.urlKey, "bepaidcafe"));
    for (const user of [owner, world.a.storeManager, world.b.storeManager]) {
      await expect(m.getCardRenewal(ctxOf(user), { storeId: venue!.id })).rejects.toBeInstanceOf(m.NotFoundError);
      await expect(m.setCardRenewal(ctxOf(user), { storeId: venue!.id, enabled: false })).rejects.toBeInstanceOf(m.NotFoundError);
      await expect(m.removeSavedCard(ctxOf(user), { storeId: venue!.id })).rejects.toBeInstanceOf(m.NotFoundError);
    }
    expect(await database.db.select().from(savedCards).where(eq(savedCards.companyId, rival.companyId!))).toHaveLength(1);
    expect(await m.getCardRenewal(ctxOf(rival), { storeId: venue!.id })).toMatchObject({ card: { last4: "4242" } });
  });
});
