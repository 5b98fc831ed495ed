import { getTranslations } from "next-intl/server";
import { MESSAGE_STATES, type MessageState } from "@/lib/server/platform/message-state-counts";

const tab = "rounded-lg border px-3 py-1.5 text-sm border-zinc-300 dark:border-zinc-700";
const current = "rounded-lg border px-3 py-1.5 text-sm border-brand-600 bg-brand-50 font-medium dark:bg-brand-950";

/** Which messages the inbox shows, with how many each state holds, as links (the choice is part of the address). */
export async function MessageStateFilter({ current: state, counts }: { current: MessageState | null; counts: Record<MessageState | "all", number> }) {
  const t = await getTranslations("platform.messages");
  const options = [null, ...MESSAGE_STATES] as const;
  return (
    <nav aria-label={t("filter")} className="flex flex-wrap gap-2" data-testid="message-state-filter">
      {options.map((option) => (
        <a key={option ?? "all"} href={option ? `?state=${option}` : "?"} aria-current={option === state ? "page" : undefined} className={option === state ? current : tab}>
          {t("stateCount", { state: t(`filterStates.${option ?? "all"}`), count: counts[option ?? "all"] })}
        </a>
      ))}
    </nav>
  );
}
