import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingNotices, storeSettings, stores, users } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines, secondInstance } from "../support/engines";
import { billingDetails } from "../support/billing-details";
import { mailOutboxForTests } from "../support/mail-env";
import { createTenant, contextOf, insertUser, type UserRow } from "../support/tenants";

const outbox = mailOutboxForTests("carta-billing-notices-");

/** Noon in Minsk on a day of March 2031. */
const march = (day: number) => new Date(`2031-03-${String(day).padStart(2, "0")}T09:00:00Z`);

describe.each(engines())("subscription notices on $engine", ({ create }) => {
  let database: Database;
  let other: Database | null;
  let owner: UserRow;
  let russianOwner: UserRow;
  let admin: UserRow;
  let venue: { id: number; urlKey: string };
  let clock = march(10);
  let modules: Awaited<ReturnType<typeof load>>;

  async function load() {
    const [{ createJobWorker }, { enqueueJob }, { jobHandlers }, { BILLING_NOTICES_JOB }, outbox] = await Promise.all([
      import("@/lib/jobs/job-worker"),
      import("@/lib/jobs/enqueue-job"),
      import("@/lib/server/jobs/job-handlers"),
      import("@/lib/server/billing/billing-notices-job"),
      import("../support/outbox"),
    ]);
    return { createJobWorker, enqueueJob, jobHandlers, BILLING_NOTICES_JOB, ...outbox };
  }

  beforeAll(async () => {
    modules = await load();
    database = await create();
    other = await secondInstance(database);
    const tenant = await createTenant(database.db, "Notices");
    owner = tenant.companyManager;
    await database.db.update(users).set({ uiLocale: "en" }).where(eq(users.id, owner.id));
    owner = { ...owner, uiLocale: "en" };
    russianOwner = await insertUser(database.db, { role: "company_manager", companyId: tenant.company.id });
    admin = await insertUser(database.db, { role: "administrator", companyId: null });
    const [row] = await database.db
      .insert(stores)
      .values({ companyId: tenant.company.id, urlKey: "noticevenue", name: "Cafe Notice", createdAt: march(10), setupEndsAt: new Date("2031-03-13T00:00:00+03:00"), currency: "BYN" })
      .returning();
    venue = row!;
    await database.db.insert(storeSettings).values({ companyId: tenant.company.id, storeId: venue.id });
    // what every worker does when it starts: one recurring row, whichever starts first
    await modules.enqueueJob(database.db, modules.BILLING_NOTICES_JOB, {}, { dedupeKey: modules.BILLING_NOTICES_JOB, runAt: clock });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  /** Two workers, on two connections where the engine has them, run whatever is due until nothing is. */
  async function runWorkers() {
    const workers = [database, other ?? database].map((db, index) => modules.createJobWorker({ db: db.db, handlers: modules.jobHandlers(), now: () => clock, name: `w${index}` }));
    for (let ran = [true]; ran.some(Boolean); ) ran = await Promise.all(workers.map((worker) => worker.runOnce()));
  }

  /** The mails about the venue (the company's other stores, set up long ago, have their own). */
  const mailsTo = async (user: UserRow) =>
    (await modules.readOutbox(outbox())).filter((mail) => mail.to === user.email && mail.text.includes("Cafe Notice"));

  it("mails each reminder and the closing on its day, exactly once, to each manager in their language, with no one opening the admin panel", async () => {
    const arrived: Record<number, string[]> = {};
    for (let day = 10; day <= 29; day++) {
      clock = march(day);
      const before = (await mailsTo(owner)).length;
      await runWorkers();
      const subjects = (await mailsTo(owner)).slice(before).map((mail) => mail.subject);
      if (subjects.length > 0) arrived[day] = subjects;
    }
    // setup ends on the 13th, the 14-day trial on the 27th (Minsk midnight)
    expect(arrived).toEqual({
      24: ["Cafe Notice: Trial ends in 3 days"],
      26: ["Cafe Notice: Trial ends tomorrow"],
      27: ["Cafe Notice: the menu is closed to guests"],
    });
    const [threeDays, , closed] = await mailsTo(owner);
    expect(threeDays!.text).toContain("The Trial plan of Cafe Notice ends on March 27, 2031.");
    expect(modules.findLink(threeDays!.text, "/admin-panel/")).toBe("https://carta.test:8443/en/noticevenue/admin-panel/subscription");
    expect(closed!.text).toContain("Since March 27, 2031 guests cannot open the menu of Cafe Notice");
    expect((await mailsTo(russianOwner)).map((mail) => mail.subject)).toEqual([
      "Cafe Notice: тариф «Пробный период» закончится через 3 дня",
      "Cafe Notice: тариф «Пробный период» закончится завтра",
      "Cafe Notice: меню закрыто для гостей",
    ]);
  });

  it("sends nothing twice after a restart or with a stray second sweep", async () => {
    const before = (await mailsTo(owner)).length;
    await modules.enqueueJob(database.db, modules.BILLING_NOTICES_JOB, {}, { dedupeKey: modules.BILLING_NOTICES_JOB, runAt: clock });
    await modules.enqueueJob(database.db, modules.BILLING_NOTICES_JOB, {}, { runAt: clock });
    await runWorkers();
    expect((await mailsTo(owner)).length).toBe(before);
    const kinds = await database.db.select({ kind: billingNotices.kind, mailedAt: billingNotices.mailedAt }).from(billingNotices).where(eq(billingNotices.storeId, venue.id));
    expect(kinds.map((notice) => notice.kind).sort()).toEqual(["ends_in_1_day", "ends_in_3_days", "menu_closed"]);
    expect(kinds.every((notice) => notice.mailedAt !== null)).toBe(true);
  });

  it("mails the issued invoice with its PDF and the recorded payment, linking to the invoices", async () => {
    const [{ saveBillingInfo }, { activateSubscription }, { markInvoicePaid }, { ZInvoicePayment, ZPlanChange }] = await Promise.all([
      import("@/lib/server/billing/save-billing-info"),
      import("@/lib/server/subscriptions/activate-subscription"),
      import("@/lib/server/billing/mark-invoice-paid"),
      import("@/lib/schemas/billing"),
    ]);
    clock = march(29);
    await saveBillingInfo(contextOf(database.db, owner, clock), { storeId: venue.id, version: null, info: billingDetails("190000018", "36009000000000000077") });
    const basic = await activateSubscription(contextOf(database.db, owner, clock), ZPlanChange.parse({ storeId: venue.id, planKey: "basic", confirmDowngrade: true }));
    const before = (await mailsTo(owner)).length;
    await runWorkers();
    const [invoiceMail] = (await mailsTo(owner)).slice(before);
    expect(invoiceMail!.subject).toBe(`Invoice No. ${basic.invoice!.number} for Cafe Notice`);
    expect(invoiceMail!.text).toContain("89.00");
    expect(modules.findLink(invoiceMail!.text, "/admin-panel/")).toBe("https://carta.test:8443/en/noticevenue/admin-panel/subscription/payments");
    expect(invoiceMail!.attachments).toHaveLength(1);
    expect(invoiceMail!.attachments[0]).toMatchObject({ filename: `invoice-${basic.invoice!.number}.pdf`, contentType: "application/pdf" });
    expect(invoiceMail!.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");

    await markInvoicePaid(contextOf(database.db, admin, clock), ZInvoicePayment.parse({ invoiceId: basic.invoice!.id, amount: basic.invoice!.total, paidOn: "2031-03-29", reference: "PP-notice" }));
    await runWorkers();
    await runWorkers();
    const paymentMails = (await mailsTo(owner)).filter((mail) => mail.subject.startsWith("Payment received"));
    expect(paymentMails.map((mail) => mail.subject)).toEqual([`Payment received: invoice No. ${basic.invoice!.number}`]);
    expect((await mailsTo(russianOwner)).at(-1)!.subject).toBe(`Оплата получена: счёт № ${basic.invoice!.number}`);
  });

  it("shows the same texts as notices in the admin shell, to the company's managers only", async () => {
    const [{ listBillingNotices }, { NotFoundError }] = await Promise.all([import("@/lib/server/billing/list-billing-notices"), import("@/lib/server/context")]);
    const rival = await createTenant(database.db, "Rival");
    const [owners] = await database.db.select().from(users).where(eq(users.id, owner.id));
    const storeManager = await insertUser(database.db, { role: "store_manager", companyId: owners!.companyId, storeId: venue.id });
    const list = (user: UserRow, locale: "en" | "ru" = "en") => listBillingNotices(contextOf(database.db, user, clock), { storeId: venue.id, locale });
    const notices = await list(owner);
    expect(notices.map((notice) => notice.subject)).toEqual([
      expect.stringMatching(/^Payment received: invoice No\. CA-2031-\d{6}$/),
      expect.stringMatching(/^Invoice No\. CA-2031-\d{6} for Cafe Notice$/),
      "Cafe Notice: the menu is closed to guests",
    ]);
    const mailed = (await mailsTo(owner)).find((mail) => mail.subject === notices[2]!.subject)!;
    expect(mailed.text).toContain(notices[2]!.body);
    expect(notices[0]!.link).toBe("https://carta.test:8443/en/noticevenue/admin-panel/subscription/payments");
    expect((await list(russianOwner, "ru"))[2]!.subject).toBe("Cafe Notice: меню закрыто для гостей");
    await expect(list(rival.companyManager)).rejects.toBeInstanceOf(NotFoundError);
    await expect(list(storeManager)).rejects.toBeInstanceOf(NotFoundError);
    await expect(listBillingNotices(contextOf(database.db, owner, clock), { storeId: rival.stores[0].id, locale: "en" })).rejects.toBeInstanceOf(NotFoundError);
  });
});
