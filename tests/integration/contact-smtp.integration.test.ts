import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { parseMessage } from "../support/outbox";
import { mailThroughSmtp } from "../support/smtp-environment";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%contact over smtp\n");
const GIF = new TextEncoder().encode("GIF89a-contact");

const smtp = mailThroughSmtp("carta-contact-smtp-");

describe.each(engines())("contact messages through a real SMTP server on $engine", ({ create }) => {
  let database: Database;

  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database.close());

  async function runDueJobs() {
    const { createJobWorker } = await import("@/lib/jobs/job-worker");
    const { jobHandlers } = await import("@/lib/server/jobs/job-handlers");
    const worker = createJobWorker({ db: database.db, handlers: jobHandlers() });
    let ran = 0;
    while (await worker.runOnce()) ran += 1;
    return ran;
  }

  const mailAbout = async (subject: string) => {
    const parsed = await Promise.all(smtp.received.map(async (mail) => ({ envelope: mail.rcptTo, ...(await parseMessage(mail.raw)) })));
    return parsed.find((mail) => mail.subject.includes(subject));
  };

  it("mails the message with its three attachments; with the server down it stays stored and is delivered on a retry", async () => {
    const { submitContactMessage, contactMessageDelivery } = await import("@/lib/server/contact/messages");
    const subject = `Three files ${Date.now()}`;
    const id = await submitContactMessage(database.db, {
      name: "Anna",
      email: "anna@example.com",
      subject,
      body: "Photos and the invoice attached.",
      locale: "en",
      attachments: [
        { fileName: "menu.png", bytes: PNG },
        { fileName: "invoice.pdf", bytes: PDF },
        { fileName: "logo.gif", bytes: GIF },
      ],
    });
    expect(await runDueJobs()).toBe(2);
    expect(await contactMessageDelivery(database.db, id!)).toBe("sent");
    const mail = await mailAbout(subject);
    expect(mail?.envelope).toEqual(["support@carta.test"]);
    expect(mail!.attachments.map((file) => file.filename).sort()).toEqual(["invoice.pdf", "logo.gif", "menu.png"]);
    expect(Buffer.compare(mail!.attachments.find((file) => file.filename === "invoice.pdf")!.content, Buffer.from(PDF))).toBe(0);

    await smtp.stop();
    const later = `Server down ${Date.now()}`;
    const kept = await submitContactMessage(database.db, { name: "Bob", email: "bob@example.com", subject: later, body: "Retry me", locale: "ru" });
    await runDueJobs();
    expect(await contactMessageDelivery(database.db, kept!)).toBe("failed");
    expect(await mailAbout(later)).toBeUndefined();

    await smtp.restart();
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.status, "queued"));
    await runDueJobs();
    expect(await contactMessageDelivery(database.db, kept!)).toBe("sent");
    expect((await mailAbout(later))?.text).toContain("Retry me");
  });
});
