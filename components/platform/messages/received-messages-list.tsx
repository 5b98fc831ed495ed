import Link from "next/link";
import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { TitledSection } from "@/components/ui/titled-section";
import type { ReceivedMessage } from "@/lib/server/contact/received-messages";
import { MessageReply } from "./message-reply";

const DELIVERY_TONE = {
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  pending: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

const STATE_TONE = {
  new: "bg-brand-50 text-brand-700 dark:bg-zinc-800 dark:text-brand-100",
  answered: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  closed: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
} as const;

/** Received contact messages, newest first: sender, subject, whether it reached CONTACT_EMAIL, the text and the files. */
export async function ReceivedMessagesList({
  filter,
  messages,
  timeZone,
  actions,
}: {
  filter?: ReactNode;
  messages: ReceivedMessage[];
  timeZone: string;
  actions: Omit<Parameters<typeof MessageReply>[0], "messageId" | "state">;
}) {
  const [t, inbox, format, locale] = await Promise.all([getTranslations("legal.received"), getTranslations("platform.messages"), getFormatter(), getLocale()]);
  return (
    <TitledSection id="received-messages-title" title={t("title")}>
      <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      {filter ? <div className="mb-4">{filter}</div> : null}
      {messages.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="received-messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid={`received-message-${message.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold break-words">{message.subject || t("noSubject")}</h3>
                <span className="flex flex-wrap gap-2">
                  <span className={`rounded-full px-2 py-0.5 text-sm ${STATE_TONE[message.state]}`} data-testid="message-state">
                    {inbox(`states.${message.state}`)}
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-sm ${DELIVERY_TONE[message.delivery]}`}>{t(`delivery.${message.delivery}`)}</span>
                </span>
              </div>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400 break-words">
                {t("from", {
                  name: message.name,
                  email: message.email,
                  date: format.dateTime(message.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone }),
                })}
                {message.company && message.companyId ? (
                  <>
                    {" · "}
                    <Link href={`/${locale}/platform/companies/${message.companyId}`} className="underline underline-offset-2">
                      {message.company}
                    </Link>
                  </>
                ) : null}
              </p>
              <p className="mt-3 whitespace-pre-wrap break-words">{message.body}</p>
              {message.attachments.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("attachments")}>
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={`/api/contact/attachments/${file.id}`} className="rounded-md border border-zinc-300 px-2 py-1 text-sm underline-offset-2 hover:underline dark:border-zinc-700">
                        {t("file", { name: file.fileName, size: format.number(file.size / 1024, { maximumSignificantDigits: 2 }) })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {message.replies.length > 0 ? (
                <ol className="mt-3 flex flex-col gap-2" aria-label={inbox("replies")}>
                  {message.replies.map((reply) => (
                    <li key={reply.id} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-900" data-testid="message-reply">
                      <p className="text-sm text-zinc-600 dark:text-zinc-400">
                        {inbox("replyLine", { author: reply.author ?? "—", date: format.dateTime(reply.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone }) })}
                        {" · "}
                        <span data-testid="reply-delivery">{inbox(`replyDelivery.${reply.delivery}`)}</span>
                      </p>
                      <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
                    </li>
                  ))}
                </ol>
              ) : null}
              <MessageReply messageId={message.id} state={message.state} {...actions} />
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
