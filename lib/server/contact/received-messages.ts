import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { contactAttachments, contactMessages, contactReplies, companies, users } from "../../db/schema";
import { NotFoundError, type ServerContext } from "../context";
import { attachmentBytes } from "./attachment-bytes";

const LIST_LIMIT = 200;

type ContactMessageState = (typeof contactMessages.state.enumValues)[number];

/** The latest contact messages (of one state, or all) with their delivery state and attachments, for the platform administrator alone. */
export async function listReceivedMessages(ctx: ServerContext, state: ContactMessageState | null = null) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const messages = await ctx.db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      body: contactMessages.body,
      locale: contactMessages.locale,
      delivery: contactMessages.delivery,
      state: contactMessages.state,
      createdAt: contactMessages.createdAt,
      company: companies.name,
      companyId: contactMessages.companyId,
    })
    .from(contactMessages)
    .leftJoin(companies, eq(companies.id, contactMessages.companyId))
    .where(state ? eq(contactMessages.state, state) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(LIST_LIMIT);
  const files =
    messages.length === 0
      ? []
      : await ctx.db
          .select({ id: contactAttachments.id, messageId: contactAttachments.messageId, fileName: contactAttachments.fileName, size: contactAttachments.size })
          .from(contactAttachments)
          .where(inArray(contactAttachments.messageId, messages.map((message) => message.id)));
  const replies =
    messages.length === 0
      ? []
      : await ctx.db
          .select({ id: contactReplies.id, messageId: contactReplies.messageId, body: contactReplies.body, delivery: contactReplies.delivery, createdAt: contactReplies.createdAt, author: users.email })
          .from(contactReplies)
          .leftJoin(users, eq(users.id, contactReplies.authorId))
          .where(inArray(contactReplies.messageId, messages.map((message) => message.id)))
          .orderBy(asc(contactReplies.id));
  return messages.map((message) => ({
    ...message,
    attachments: files.filter((file) => file.messageId === message.id),
    replies: replies.filter((reply) => reply.messageId === message.id),
  }));
}

export type ReceivedMessage = Awaited<ReturnType<typeof listReceivedMessages>>[number];

/** One attachment's name, type and bytes, for the platform administrator alone; anyone else is refused as not found. */
export async function readContactAttachment(ctx: ServerContext, id: number) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [row] = await ctx.db.select().from(contactAttachments).where(eq(contactAttachments.id, id));
  const bytes = row ? await attachmentBytes(row) : null;
  if (!row || !bytes) throw new NotFoundError();
  return { fileName: row.fileName, contentType: row.contentType, bytes };
}
