import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { TitledSection } from "@/components/ui/titled-section";
import type { ReceivedMessage } from "@/lib/server/contact/received-messages";

const DELIVERY_TONE = {
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  pending: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

/** Received contact messages, newest first: sender, subject, whether it reached CONTACT_EMAIL, the text and the files. */
export async function ReceivedMessagesList({ messages, timeZone }: { messages: ReceivedMessage[]; timeZone: string }) {
  const [t, format, locale] = await Promise.all([getTranslations("legal.received"), getFormatter(), getLocale()]);
  return (
    <TitledSection id="received-messages-title" title={t("title")}>
      <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      {messages.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="received-messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid={`received-message-${message.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold break-words">{message.subject || t("noSubject")}</h3>
                <span className={`rounded-full px-2 py-0.5 text-sm ${DELIVERY_TONE[message.delivery]}`}>{t(`delivery.${message.delivery}`)}</span>
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
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
