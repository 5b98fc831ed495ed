import { getTranslations } from "next-intl/server";

const TONES = {
  create: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  update: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  destroy: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

export async function EventBadge({ event }: { event: keyof typeof TONES }) {
  const t = await getTranslations("history.events");
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONES[event]}`}>{t(event)}</span>;
}
