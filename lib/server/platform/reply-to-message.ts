import "server-only";
import { eq } from "drizzle-orm";
import { contactMessages, contactReplies } from "../../db/schema/contact";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { ContactReply } from "../../schemas/contact-reply";
import { NotFoundError, type ServerContext } from "../context";
import { wakeJobWorker } from "../jobs/run-worker";
import { inTransaction } from "../transaction";
import { CONTACT_REPLY_JOB } from "./contact-reply-job";

/** Keeps the administrator's reply on the message, queues its mail to the sender and marks the message answered; anyone else is refused as not found. */
export async function replyToMessage(ctx: ServerContext, input: ContactReply): Promise<{ replyId: number }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const replyId = await inTransaction(ctx, async (tx) => {
    const [message] = await tx.db.select({ id: contactMessages.id, companyId: contactMessages.companyId }).from(contactMessages).where(eq(contactMessages.id, input.messageId)).for("update");
    if (!message) throw new NotFoundError();
    const [reply] = await tx.db.insert(contactReplies).values({ messageId: message.id, body: input.body, authorId: ctx.actor.userId, createdAt: ctx.clock.now() }).returning({ id: contactReplies.id });
    const { id: jobId } = await enqueueJob(tx.db, CONTACT_REPLY_JOB, { replyId: reply!.id }, { companyId: message.companyId ?? undefined });
    await tx.db.update(contactReplies).set({ jobId }).where(eq(contactReplies.id, reply!.id));
    await tx.db.update(contactMessages).set({ state: "answered" }).where(eq(contactMessages.id, message.id));
    return reply!.id;
  });
  wakeJobWorker();
  return { replyId };
}
