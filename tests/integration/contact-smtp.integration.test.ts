import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { parseMessage } from "../support/outbox";
import { type ReceivedMail, startSmtpServer } from "../support/smtp-server";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%contact over smtp\n");
const GIF = new TextEncoder().encode("GIF89a-contact");

let dataDir: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "carta-contact-smtp-"));
  smtp = await startSmtpServer(0, received);
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${smtp.port}`);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("CONTACT_EMAIL", "support@carta.test");
  vi.resetModules();
});

afterAll(async () => {
  (await import("@/lib/mail/transport")).resetTransport();
  await smtp.close();
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

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
    const parsed = await Promise.all(received.map(async (mail) => ({ envelope: mail.rcptTo, ...(await parseMessage(mail.raw)) })));
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

    await smtp.close();
    const later = `Server down ${Date.now()}`;
    const kept = await submitContactMessage(database.db, { name: "Bob", email: "bob@example.com", subject: later, body: "Retry me", locale: "ru" });
    await runDueJobs();
    expect(await contactMessageDelivery(database.db, kept!)).toBe("failed");
    expect(await mailAbout(later)).toBeUndefined();

    smtp = await startSmtpServer(smtp.port, received);
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.status, "queued"));
    await runDueJobs();
    expect(await contactMessageDelivery(database.db, kept!)).toBe("sent");
    expect((await mailAbout(later))?.text).toContain("Retry me");
  });
});
