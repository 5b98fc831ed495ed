import "server-only";
// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import { eq } from "drizzle-orm";
import { contactMessages, contactReplies } from "../../db/schema/contact";
import { env } from "../../env";
import { type JobContext, PermanentJobError } from "../../jobs/job-worker";
import { createTransport } from "../../mail/transport";
import { systemClock } from "../context";

export const CONTACT_REPLY_JOB = "contact.reply";

/** Mails the administrator's reply to the sender of the message; the reply keeps whether it went out, and a failure is retried by the queue. */
export async function deliverContactReply(raw: unknown, { db }: JobContext): Promise<unknown> {
  const payload = raw as { replyId: number };
  const [row] = await db
    .select({ reply: contactReplies, message: contactMessages })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, payload.replyId));
  if (!row) throw new PermanentJobError(`Contact reply ${payload.replyId} no longer exists`);
  const config = env();
  try {
    const info = await createTransport().sendMail({
      from: config.MAIL_FROM,
      to: { name: row.message.name, address: row.message.email },
      replyTo: config.CONTACT_EMAIL,
      subject: `Re: ${row.message.subject || `[Carta] #${row.message.id}`}`,
      text: `${row.reply.body}\n\n> ${row.message.body.split("\n").join("\n> ")}\n`,
    });
    await db.update(contactReplies).set({ delivery: "sent", deliveredAt: systemClock.now() }).where(eq(contactReplies.id, row.reply.id));
    return { messageId: info.messageId };
  } catch (error) {
    await db.update(contactReplies).set({ delivery: "failed" }).where(eq(contactReplies.id, row.reply.id));
    throw error;
  }
}
