// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import "server-only";
import { eq } from "drizzle-orm";
import { contactAttachments, contactMessages } from "../../db/schema";
import { env } from "../../env";
import { type JobContext, PermanentJobError } from "../../jobs/job-worker";
import { sendMail } from "../../mail/send-mail";
import { createTransport } from "../../mail/transport";
import { rootOrigin } from "../../sites/public-origin";
import { attachmentBytes } from "./attachment-bytes";
import { systemClock } from "../context";

/** Mails a stored contact message with its attachments to CONTACT_EMAIL; a failure is retried by the queue. */
export async function deliverContactMessage(raw: unknown, { db }: JobContext): Promise<unknown> {
  const payload = raw as { messageId: number };
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, payload.messageId));
  if (!message) throw new PermanentJobError(`Contact message ${payload.messageId} no longer exists`);
  const rows = await db.select().from(contactAttachments).where(eq(contactAttachments.messageId, message.id));
  const attachments = await Promise.all(
    rows.map(async (file) => {
      const content = await attachmentBytes(file);
      if (!content) throw new PermanentJobError(`Attachment ${file.id} of contact message ${message.id} is missing from the storage`);
      return { filename: file.fileName, content, contentType: file.contentType };
    }),
  );
  const config = env();
  try {
    const info = await createTransport().sendMail({
      from: config.MAIL_FROM,
      to: config.CONTACT_EMAIL,
      replyTo: { name: message.name, address: message.email },
      subject: `[Carta] ${message.subject || `Message #${message.id}`}`,
      text: `${message.name} <${message.email}>\nLocale: ${message.locale}\n\n${message.body}\n`,
      attachments,
    });
    await db.update(contactMessages).set({ delivery: "sent", deliveredAt: systemClock.now() }).where(eq(contactMessages.id, message.id));
    return { messageId: info.messageId };
  } catch (error) {
    // Shown as "The message could not be delivered" until a retry succeeds; the message stays stored.
    await db.update(contactMessages).set({ delivery: "failed" }).where(eq(contactMessages.id, message.id));
    throw error;
  }
}

/** Tells the sender that the message was received (a job of its own, so a retry never mails support twice). */
export async function confirmContactMessage(raw: unknown, { db }: JobContext): Promise<unknown> {
  const payload = raw as { messageId: number };
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, payload.messageId));
  if (!message) throw new PermanentJobError(`Contact message ${payload.messageId} no longer exists`);
  const link = `${rootOrigin()}/${message.locale}/contact`;
  return sendMail({ to: message.email, locale: message.locale, template: "contact-received", link, name: message.name });
}
