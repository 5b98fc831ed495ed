import "server-only";
import { and, desc, eq, gt, inArray, or } from "drizzle-orm";
import { billingNotices } from "../../db/schema/billing-notices";
import { companies } from "../../db/schema/companies";
import { contactMessages, contactReplies } from "../../db/schema/contact";
import { jobs } from "../../db/schema/jobs";
import { env } from "../../env";
import { BILLING_NOTICE_MAIL_JOB } from "../billing/record-billing-notice";
import { CONTACT_CONFIRM_JOB, CONTACT_MAIL_JOB } from "../contact/messages";
import { NotFoundError, type ServerContext } from "../context";
import { CONTACT_REPLY_JOB } from "./contact-reply-job";

/** The jobs that send mail. */
export const MAIL_JOB_KINDS = [CONTACT_MAIL_JOB, CONTACT_CONFIRM_JOB, CONTACT_REPLY_JOB, BILLING_NOTICE_MAIL_JOB] as const;

const LIMIT = 50;

const domainOf = (address: string | undefined) => address?.split("@").at(-1)?.toLowerCase() ?? null;
const idOf = (payload: unknown, key: string) => Number((payload as Record<string, unknown> | null)?.[key]) || 0;

/**
 * Mail that did not go out: mail jobs that failed for good, and those waiting for another attempt after a
 * failed one, with the recipient's domain (never the whole address) or the company whose managers it is for.
 * Anyone but the platform administrator is refused as not found.
 */
export async function mailFailures(ctx: ServerContext) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const rows = await ctx.db
    .select({ id: jobs.id, kind: jobs.kind, status: jobs.status, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, lastError: jobs.lastError, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(inArray(jobs.kind, [...MAIL_JOB_KINDS]), or(eq(jobs.status, "failed"), and(eq(jobs.status, "queued"), gt(jobs.attempts, 0)))))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(LIMIT);
  const ids = (kind: string, key: string) => [0, ...rows.filter((row) => row.kind === kind).map((row) => idOf(row.payload, key))];
  const [messages, replies, notices] = await Promise.all([
    ctx.db.select({ id: contactMessages.id, email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.id, ids(CONTACT_CONFIRM_JOB, "messageId"))),
    ctx.db
      .select({ id: contactReplies.id, email: contactMessages.email })
      .from(contactReplies)
      .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
      .where(inArray(contactReplies.id, ids(CONTACT_REPLY_JOB, "replyId"))),
    ctx.db
      .select({ id: billingNotices.id, company: companies.name })
      .from(billingNotices)
      .innerJoin(companies, eq(companies.id, billingNotices.companyId))
      .where(inArray(billingNotices.id, ids(BILLING_NOTICE_MAIL_JOB, "noticeId"))),
  ]);
  const recipient = (row: (typeof rows)[number]): { domain: string | null; company: string | null } => {
    switch (row.kind) {
      case CONTACT_MAIL_JOB:
        return { domain: domainOf(env().CONTACT_EMAIL), company: null };
      case CONTACT_CONFIRM_JOB:
        return { domain: domainOf(messages.find((message) => message.id === idOf(row.payload, "messageId"))?.email), company: null };
      case CONTACT_REPLY_JOB:
        return { domain: domainOf(replies.find((reply) => reply.id === idOf(row.payload, "replyId"))?.email), company: null };
      default:
        return { domain: null, company: notices.find((notice) => notice.id === idOf(row.payload, "noticeId"))?.company ?? null };
    }
  };
  return rows.map((row) => ({ id: row.id, kind: row.kind, attempts: row.attempts, maxAttempts: row.maxAttempts, lastError: row.lastError, updatedAt: row.updatedAt, retrying: row.status === "queued", ...recipient(row) }));
}

export type MailFailure = Awaited<ReturnType<typeof mailFailures>>[number];
