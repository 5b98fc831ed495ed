// No "server-only" marker: the job worker (npm run worker) loads the delivery handler outside Next.
import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { contactAttachments, contactMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { attachmentExtension, type ContactRefusal } from "../../domain/contact";
import { type ContactFields, checkContactFields } from "../../domain/contact-input";
import { enqueueJob } from "../../jobs/enqueue-job";
import { storage } from "../../storage";
import { CONTACT_PER_ADDRESS, takeRateLimit } from "../auth/rate-limit";
import { CONTACT_ATTACHMENT_PREFIX } from "./attachment-bytes";
import { systemClock } from "../context";

export const CONTACT_MAIL_JOB = "contact.mail";
export const CONTACT_CONFIRM_JOB = "contact.confirm";

export class ContactRefused extends Error {
  constructor(readonly reason: ContactRefusal) {
    super(reason);
    this.name = "ContactRefused";
  }
}

export interface ContactInput extends ContactFields {
  locale: string;
  senderAddress?: string;
  companyId?: number | null;
  userId?: number | null;
  /** Filled only by robots: the message is then dropped silently. */
  honeypot?: string;
}

/**
 * Counts the post against its sender's network address, checks all of it, stores the attachments and
 * the message, then queues its delivery. Returns the message id, or null for a robot (honeypot filled)
 * so the sender sees the same confirmation either way. A message that is not stored keeps no files.
 */
export async function submitContactMessage(db: Db, input: ContactInput, now = systemClock.now()): Promise<number | null> {
  const senderAddress = input.senderAddress ?? "";
  if (!(await takeRateLimit(db, `contact:${senderAddress}`, CONTACT_PER_ADDRESS, now))) throw new ContactRefused("rateLimited");
  if (input.honeypot && input.honeypot.trim() !== "") return null;
  const checked = checkContactFields(input);
  if ("refusal" in checked) throw new ContactRefused(checked.refusal);
  const files = checked.attachments.map((file) => ({ ...file, storageKey: `${CONTACT_ATTACHMENT_PREFIX}${randomUUID()}.${attachmentExtension(file.contentType)}` }));
  try {
    await Promise.all(files.map((file) => storage().put(file.storageKey, file.bytes, file.contentType)));
    return await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(contactMessages)
        .values({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          subject: (input.subject ?? "").trim(),
          body: input.body.trim(),
          locale: input.locale,
          senderAddress,
          companyId: input.companyId ?? null,
          userId: input.userId ?? null,
        })
        .returning({ id: contactMessages.id });
      const id = message!.id;
      if (files.length > 0) {
        await tx.insert(contactAttachments).values(
          files.map((file) => ({ messageId: id, fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength, storageKey: file.storageKey })),
        );
      }
      const { id: jobId } = await enqueueJob(tx as unknown as Db, CONTACT_MAIL_JOB, { messageId: id });
      await tx.update(contactMessages).set({ jobId }).where(eq(contactMessages.id, id));
      await enqueueJob(tx as unknown as Db, CONTACT_CONFIRM_JOB, { messageId: id });
      return id;
    });
  } catch (error) {
    await Promise.allSettled(files.map((file) => storage().delete(file.storageKey)));
    throw error;
  }
}

export async function contactMessageDelivery(db: Db, id: number) {
  const [row] = await db.select({ delivery: contactMessages.delivery }).from(contactMessages).where(eq(contactMessages.id, id));
  return row?.delivery ?? null;
}
