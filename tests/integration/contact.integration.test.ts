import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactAttachments, contactMessages, jobs, rateLimits } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "carta-contact-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("CONTACT_EMAIL", "support@carta.test");
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%fake\n");

describe.each(engines())("contact messages on $engine", ({ create }) => {
  let database: Database;

  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(jobs);
    await database.db.delete(rateLimits);
    await rm(path.join(dataDir, "files"), { recursive: true, force: true });
  });

  const storedAttachmentFiles = async () =>
    (await readdir(path.join(dataDir, "files", "private", "contact")).catch(() => [] as string[])).sort();

  async function modules() {
    const messages = await import("@/lib/server/contact/messages");
    const { createJobWorker } = await import("@/lib/jobs/job-worker");
    const { jobHandlers } = await import("@/lib/server/jobs/job-handlers");
    const runDueJobs = async (db: typeof database.db) => {
      const worker = createJobWorker({ db, handlers: jobHandlers() });
      let ran = 0;
      while (await worker.runOnce()) ran += 1;
      return ran;
    };
    const { readOutbox } = await import("../support/outbox");
    return { ...messages, runDueJobs, readOutbox };
  }

  it("stores the message first, then the worker mails it with its attachments to CONTACT_EMAIL", async () => {
    const { submitContactMessage, runDueJobs, readOutbox, contactMessageDelivery } = await modules();
    const id = await submitContactMessage(database.db, {
      name: "Anna",
      email: "Anna@Example.com",
      subject: "Menu question",
      body: "Hello, how do I add a banner?",
      locale: "en",
      attachments: [
        { fileName: "shot.png", bytes: PNG },
        { fileName: "invoice.pdf", bytes: PDF },
      ],
    });
    expect(id).not.toBeNull();
    expect(await contactMessageDelivery(database.db, id!)).toBe("pending");
    const stored = await database.db.select().from(contactAttachments).where(eq(contactAttachments.messageId, id!));
    expect(stored.map((file) => file.contentType).sort()).toEqual(["application/pdf", "image/png"]);
    const { attachmentBytes } = await import("@/lib/server/contact/attachment-bytes");
    const invoice = stored.find((file) => file.fileName === "invoice.pdf")!;
    expect(invoice).toMatchObject({ data: null, storageKey: expect.stringMatching(/^private\/contact\/[0-9a-f-]{36}\.pdf$/) });
    expect(Buffer.compare((await attachmentBytes(invoice))!, Buffer.from(PDF))).toBe(0);

    expect(await runDueJobs(database.db)).toBe(2);
    expect(await contactMessageDelivery(database.db, id!)).toBe("sent");
    const confirmation = (await readOutbox(path.join(dataDir, "outbox"))).find((message) => message.to === "anna@example.com");
    expect(confirmation?.subject).toBe("We have received your message");
    const mail = (await readOutbox(path.join(dataDir, "outbox"))).find((message) => message.subject.includes("Menu question"));
    expect(mail).toMatchObject({ to: "support@carta.test" });
    expect(mail!.text).toContain("Hello, how do I add a banner?");
    expect(mail!.text).toContain("anna@example.com");
    expect(mail!.attachments.map((file) => [file.filename, file.contentType]).sort()).toEqual([
      ["invoice.pdf", "application/pdf"],
      ["shot.png", "image/png"],
    ]);
    expect(Buffer.compare(mail!.attachments.find((file) => file.filename === "invoice.pdf")!.content, Buffer.from(PDF))).toBe(0);
  });

  it("keeps an undelivered message stored, marks it failed and delivers it on a retry", async () => {
    const { submitContactMessage, runDueJobs, readOutbox, contactMessageDelivery } = await modules();
    const outbox = path.join(dataDir, "outbox");
    await rm(outbox, { recursive: true, force: true });
    await writeFile(outbox, "not a directory");
    const id = await submitContactMessage(database.db, { name: "Bob", email: "bob@example.com", subject: "Retry me", body: "Body", locale: "ru" });
    expect(await runDueJobs(database.db)).toBe(2);
    expect(await contactMessageDelivery(database.db, id!)).toBe("failed");
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, "contact.mail"));
    expect(job).toMatchObject({ status: "queued", attempts: 1 });

    await rm(outbox, { force: true });
    await database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
    expect(await runDueJobs(database.db)).toBe(2);
    expect(await contactMessageDelivery(database.db, id!)).toBe("sent");
    expect((await readOutbox(outbox)).some((message) => message.subject.includes("Retry me"))).toBe(true);
  });

  it("refuses more than three attachments, a file over 5 MB and content that is no image or PDF", async () => {
    const { submitContactMessage } = await modules();
    const base = { name: "Eve", email: "eve@example.com", body: "Files", locale: "en" };
    const four = Array.from({ length: 4 }, (_, n) => ({ fileName: `${n}.png`, bytes: PNG }));
    await expect(submitContactMessage(database.db, { ...base, attachments: four })).rejects.toMatchObject({ reason: "tooManyAttachments" });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    await expect(submitContactMessage(database.db, { ...base, attachments: [{ fileName: "big.pdf", bytes: big }] })).rejects.toMatchObject({
      reason: "attachmentTooLarge",
    });
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    await expect(submitContactMessage(database.db, { ...base, attachments: [{ fileName: "photo.png", bytes: script }] })).rejects.toMatchObject({
      reason: "attachmentType",
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("drops a robot's message (honeypot) and limits posts by the sender's network address only", async () => {
    const { submitContactMessage, CONTACT_MAX_PER_HOUR } = { ...(await modules()), ...(await import("@/lib/domain/contact")) };
    expect(await submitContactMessage(database.db, { name: "Bot", email: "bot@example.com", body: "Spam", locale: "en", honeypot: "http://spam", senderAddress: "192.0.2.9" })).toBeNull();
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);

    const input = { name: "Ivan", email: "ivan@example.com", body: "Hi", locale: "ru", senderAddress: "203.0.113.7" };
    for (let n = 0; n < CONTACT_MAX_PER_HOUR; n += 1) await submitContactMessage(database.db, input);
    await expect(submitContactMessage(database.db, input)).rejects.toMatchObject({ reason: "rateLimited" });
    // The same network address with another e-mail is limited too; another sender is not.
    await expect(submitContactMessage(database.db, { ...input, email: "other@example.com" })).rejects.toMatchObject({ reason: "rateLimited" });
    expect(await submitContactMessage(database.db, { ...input, email: "third@example.com", senderAddress: "198.51.100.1" })).not.toBeNull();
  });

  it("does not let posts from other addresses naming someone's e-mail block that person", async () => {
    const { submitContactMessage, CONTACT_MAX_PER_HOUR } = { ...(await modules()), ...(await import("@/lib/domain/contact")) };
    const victim = "victim@example.com";
    for (let n = 0; n < CONTACT_MAX_PER_HOUR; n += 1) {
      await submitContactMessage(database.db, { name: "Mallory", email: victim, body: "Spoofed", locale: "en", senderAddress: `198.51.100.${n + 10}` });
    }
    expect(await submitContactMessage(database.db, { name: "Victim", email: victim, body: "My real question", locale: "en", senderAddress: "203.0.113.50" })).not.toBeNull();
  });

  it("counts refused posts toward the hourly limit", async () => {
    const { submitContactMessage, CONTACT_MAX_PER_HOUR } = { ...(await modules()), ...(await import("@/lib/domain/contact")) };
    const refused = { name: "Eve", email: "eve@example.com", body: "Files", locale: "en", senderAddress: "203.0.113.8", attachments: [{ fileName: "a\u0000.png", bytes: PNG }] };
    for (let n = 0; n < CONTACT_MAX_PER_HOUR; n += 1) {
      await expect(submitContactMessage(database.db, refused)).rejects.toMatchObject({ reason: "attachmentName" });
    }
    await expect(submitContactMessage(database.db, { ...refused, attachments: [] })).rejects.toMatchObject({ reason: "rateLimited" });
  });

  it("refuses a NUL in a file name or a text before writing any file", async () => {
    const { submitContactMessage } = await modules();
    const base = { name: "Eve", email: "eve@example.com", body: "Files", locale: "en", senderAddress: "203.0.113.9" };
    const big = new Uint8Array(4 * 1024 * 1024);
    big.set(PDF);
    const files = [
      { fileName: "first.pdf", bytes: big },
      { fileName: "second.pdf", bytes: big },
      { fileName: "evil\u0000.pdf", bytes: big },
    ];
    await expect(submitContactMessage(database.db, { ...base, attachments: files })).rejects.toMatchObject({ reason: "attachmentName" });
    await expect(submitContactMessage(database.db, { ...base, body: "a\u0000b", attachments: files.slice(0, 2) })).rejects.toMatchObject({ reason: "invalidValue" });
    expect(await storedAttachmentFiles()).toEqual([]);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("removes the files of a message the database refused to store", async () => {
    const { submitContactMessage } = await modules();
    const input = { name: "Ann", email: "ann@example.com", body: "Hi", locale: "en", senderAddress: "203.0.113.10", companyId: 2_000_000_000 };
    await expect(submitContactMessage(database.db, { ...input, attachments: [{ fileName: "scan.pdf", bytes: PDF }] })).rejects.toThrow();
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await storedAttachmentFiles()).toEqual([]);
  });

  it("sweeps attachment files no message names once they are older than the grace period", async () => {
    const { submitContactMessage } = await modules();
    const { storage } = await import("@/lib/storage");
    const { sweepContactAttachments } = await import("@/lib/server/contact/sweep-contact-attachments");
    const { CONTACT_ORPHAN_GRACE_MS } = await import("@/lib/domain/contact");
    const id = await submitContactMessage(database.db, { name: "Kim", email: "kim@example.com", body: "Kept", locale: "en", senderAddress: "203.0.113.11", attachments: [{ fileName: "kept.pdf", bytes: PDF }] });
    await storage().put("private/contact/orphan-old.pdf", PDF, "application/pdf");
    await storage().put("private/contact/orphan-young.pdf", PDF, "application/pdf");
    const longAgo = new Date(Date.now() - CONTACT_ORPHAN_GRACE_MS - 60_000);
    const folder = path.join(dataDir, "files", "private", "contact");
    for (const name of await readdir(folder)) if (name !== "orphan-young.pdf") await utimes(path.join(folder, name), longAgo, longAgo);

    expect(await sweepContactAttachments(database.db, storage())).toBe(1);
    const [kept] = await database.db.select().from(contactAttachments).where(eq(contactAttachments.messageId, id!));
    expect(await storedAttachmentFiles()).toEqual([kept!.storageKey!.split("/").pop(), "orphan-young.pdf"].sort());
  });

  it("runs the sweep as one recurring job that queues itself again", async () => {
    const { runDueJobs } = await modules();
    const { CONTACT_SWEEP_JOB } = await import("@/lib/server/contact/contact-sweep-job");
    const { enqueueJob } = await import("@/lib/jobs/enqueue-job");
    const first = await enqueueJob(database.db, CONTACT_SWEEP_JOB, {}, { dedupeKey: CONTACT_SWEEP_JOB });
    expect((await enqueueJob(database.db, CONTACT_SWEEP_JOB, {}, { dedupeKey: CONTACT_SWEEP_JOB })).id).toBe(first.id);
    expect(await runDueJobs(database.db)).toBe(1);
    const sweeps = await database.db.select().from(jobs).where(eq(jobs.kind, CONTACT_SWEEP_JOB));
    expect(sweeps.map((job) => job.status)).toEqual(["queued"]);
    expect(sweeps[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
