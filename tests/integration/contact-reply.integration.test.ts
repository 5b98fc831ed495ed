import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, contactReplies, jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { parseMessage } from "../support/outbox";
import { createTenant, actorOf, insertUser, type Tenant, type UserRow } from "../support/tenants";
import { mailThroughSmtp } from "../support/smtp-environment";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const smtp = mailThroughSmtp("carta-contact-reply-");

describe.each(engines())("answering contact messages from the console on $engine", ({ create }) => {
  let database: Database, tenant: Tenant, admin: UserRow, messageId: number;

  beforeAll(async () => {
    database = await create();
    session.db = database.db;
    tenant = await createTenant(database.db, "Gamma");
    admin = await insertUser(database.db, { role: "administrator", companyId: null });
    const { submitContactMessage } = await import("@/lib/server/contact/messages");
    messageId = (await submitContactMessage(database.db, { name: "Anna", email: "anna@example.com", subject: "Invoice question", body: "Where is my invoice?", locale: "en" }))!;
  });
  afterAll(async () => database.close());

  async function runDueJobs() {
    const { createJobWorker } = await import("@/lib/jobs/job-worker");
    const { jobHandlers } = await import("@/lib/server/jobs/job-handlers");
    const worker = createJobWorker({ db: database.db, handlers: jobHandlers() });
    while (await worker.runOnce());
  }
  const message = async () => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId)))[0]!;
  const replies = () => database.db.select().from(contactReplies).where(eq(contactReplies.messageId, messageId));

  it("refuses owners and managers as not found, leaving the message new and unanswered", async () => {
    const { replyToMessageAction, setMessageStateAction } = await import("@/app/[locale]/root-domain/platform/messages/actions");
    for (const user of [tenant.companyManager, tenant.storeManager]) {
      session.actor = actorOf(user);
      expect(await replyToMessageAction({ messageId, body: "Hi" })).toEqual({ ok: false, error: "notFound" });
      expect(await setMessageStateAction({ messageId, state: "closed" })).toEqual({ ok: false, error: "notFound" });
    }
    expect((await message()).state).toBe("new");
    expect(await replies()).toEqual([]);
  });

  it("mails the reply to the sender, keeps it on the message with its delivery, retries it when the server was down, and closes the message", async () => {
    const { replyToMessageAction, setMessageStateAction } = await import("@/app/[locale]/root-domain/platform/messages/actions");
    await runDueJobs();
    session.actor = actorOf(admin);
    expect(await replyToMessageAction({ messageId, body: "  " })).toMatchObject({ ok: false, fieldErrors: { body: "required" } });

    await smtp.stop();
    expect(await replyToMessageAction({ messageId, body: "It was mailed on Monday." })).toMatchObject({ ok: true });
    expect((await message()).state).toBe("answered");
    await runDueJobs();
    expect(await replies()).toMatchObject([{ body: "It was mailed on Monday.", authorId: admin.id, delivery: "failed" }]);

    await smtp.restart();
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.status, "queued"));
    await runDueJobs();
    expect(await replies()).toMatchObject([{ delivery: "sent" }]);
    const mails = await Promise.all(smtp.received.filter((mail) => mail.rcptTo.includes("anna@example.com")).map((mail) => parseMessage(mail.raw)));
    const answer = mails.find((mail) => mail.subject === "Re: Invoice question");
    expect(answer?.text).toContain("It was mailed on Monday.");
    expect(answer?.text).toContain("> Where is my invoice?");

    expect(await setMessageStateAction({ messageId, state: "closed" })).toEqual({ ok: true, data: { state: "closed" } });
    expect((await message()).state).toBe("closed");
    expect(await setMessageStateAction({ messageId: 999_999, state: "closed" })).toEqual({ ok: false, error: "notFound" });
  });
});
