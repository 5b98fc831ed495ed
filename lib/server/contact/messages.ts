// No "server-only" marker: the job worker (npm run worker) loads the delivery handler outside Next.
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, or } from "drizzle-orm";
import { contactAttachments, contactMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import {
  CONTACT_MAX_ATTACHMENT_BYTES,
  CONTACT_MAX_ATTACHMENTS,
  CONTACT_MAX_PER_HOUR,
  attachmentExtension,
  attachmentFileName,
  sniffAttachment,
  type ContactRefusal,
} from "../../domain/contact";
import { enqueueJob } from "../../jobs/enqueue-job";
import { storage } from "../../storage";
import { CONTACT_ATTACHMENT_PREFIX } from "./attachment-bytes";

export const CONTACT_MAIL_JOB = "contact.mail";
export const CONTACT_CONFIRM_JOB = "contact.confirm";

export class ContactRefused extends Error {
  constructor(readonly reason: ContactRefusal) {
    super(reason);
    this.name = "ContactRefused";
  }
}

export interface ContactInput {
  name: string;
  email: string;
  subject?: string;
  body: string;
  locale: string;
  senderAddress?: string;
  companyId?: number | null;
  userId?: number | null;
  /** Filled only by robots: the message is then dropped silently. */
  honeypot?: string;
  attachments?: { fileName: string; bytes: Uint8Array }[];
}

/**
 * Stores the attachments and the message, then queues its delivery. Returns the message id, or null
 * for a robot (honeypot filled) so the sender sees the same confirmation either way.
 */
export async function submitContactMessage(db: Db, input: ContactInput, now = new Date()): Promise<number | null> {
  if (input.honeypot && input.honeypot.trim() !== "") return null;
  const files = input.attachments ?? [];
  if (files.length > CONTACT_MAX_ATTACHMENTS) throw new ContactRefused("tooManyAttachments");
  const checked = files.map((file) => {
    if (file.bytes.byteLength > CONTACT_MAX_ATTACHMENT_BYTES) throw new ContactRefused("attachmentTooLarge");
    const contentType = sniffAttachment(file.bytes);
    if (!contentType) throw new ContactRefused("attachmentType");
    return { ...file, fileName: attachmentFileName(file.fileName, contentType), contentType };
  });
  const email = input.email.trim().toLowerCase();
  const senderAddress = input.senderAddress ?? "";
  const since = new Date(now.getTime() - 3_600_000);
  const sameSender = senderAddress ? or(eq(contactMessages.email, email), eq(contactMessages.senderAddress, senderAddress)) : eq(contactMessages.email, email);
  const [recent] = await db.select({ n: count() }).from(contactMessages).where(and(sameSender, gt(contactMessages.createdAt, since)));
  if ((recent?.n ?? 0) >= CONTACT_MAX_PER_HOUR) throw new ContactRefused("rateLimited");
  const stored = await Promise.all(
    checked.map(async (file) => {
      const storageKey = `${CONTACT_ATTACHMENT_PREFIX}${randomUUID()}.${attachmentExtension(file.contentType)}`;
      await storage().put(storageKey, file.bytes, file.contentType);
      return { ...file, storageKey };
    }),
  );
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({
        name: input.name.trim(),
        email,
        subject: (input.subject ?? "").trim(),
        body: input.body.trim(),
        locale: input.locale,
        senderAddress,
        companyId: input.companyId ?? null,
        userId: input.userId ?? null,
      })
      .returning({ id: contactMessages.id });
    const id = message!.id;
    if (stored.length > 0) {
      await tx.insert(contactAttachments).values(
        stored.map((file) => ({ messageId: id, fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength, storageKey: file.storageKey })),
      );
    }
    const { id: jobId } = await enqueueJob(tx as unknown as Db, CONTACT_MAIL_JOB, { messageId: id });
    await tx.update(contactMessages).set({ jobId }).where(eq(contactMessages.id, id));
    await enqueueJob(tx as unknown as Db, CONTACT_CONFIRM_JOB, { messageId: id });
    return id;
  });
}

export async function contactMessageDelivery(db: Db, id: number) {
  const [row] = await db.select({ delivery: contactMessages.delivery }).from(contactMessages).where(eq(contactMessages.id, id));
  return row?.delivery ?? null;
}
