import { getLocale, getTranslations } from "next-intl/server";
import { db } from "@/lib/db/runtime";
import { hoursLines } from "@/lib/domain/day-range";
import { isOpenAt, localTime } from "@/lib/domain/schedule";
import { cachedStoreLogos, cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import type { PublicStore } from "@/lib/server/stores/find-store-by-site";
import { StoreLogo } from "./store-logo";

const SOCIAL_LABELS: Record<string, string> = {
  website: "Website",
  facebook: "Facebook",
  instagram: "Instagram",
  telegram: "Telegram",
  tripadvisor: "TripAdvisor",
  youtube: "YouTube",
  tiktok: "TikTok",
  twitch: "Twitch",
  discord: "Discord",
};

export async function StoreHeader({ store, now }: { store: NonNullable<PublicStore>; now: Date }) {
  const t = await getTranslations("menu");
  const database = await db();
  const [logos, texts] = await Promise.all([cachedStoreLogos(database, store), cachedVenueTexts(database, store, await getLocale())]);
  const today = localTime(now, store.timezone);
  const open = isOpenAt(store.workingHours, today);
  const todayHours = store.workingHours
    .filter((entry) => entry.days.includes(today.weekday))
    .map((entry) => `${entry.opens}–${entry.closes}`)
    .join(", ");
  const weekday = (day: number) => t(`weekdays.${day}` as "weekdays.1");
  const hasDetails = store.workingHours.length > 0 || texts.phones.length > 0 || Object.keys(store.socialLinks).length > 0;
  return (
    <div className="border-b border-zinc-200 px-4 py-4 dark:border-zinc-800 md:px-8">
      <div className="flex items-center gap-3">
        <StoreLogo logos={logos} />
        <h1 className="text-2xl font-bold md:text-3xl">{store.name}</h1>
      </div>
      {texts.description && (
        <p className="mt-1 line-clamp-2 text-zinc-700 dark:text-zinc-300">
          <bdi>{texts.description}</bdi>
        </p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-2 text-base">
        {store.workingHours.length > 0 && (
          <span data-testid="open-now" className={open ? "font-medium text-green-700 dark:text-green-400" : "font-medium text-zinc-600 dark:text-zinc-400"}>
            {open ? t("openNow") : t("closedNow")}
          </span>
        )}
        {todayHours && <span className="text-zinc-700 dark:text-zinc-300">· {t("todayHours", { hours: todayHours })}</span>}
        {texts.address && <span className="text-zinc-700 dark:text-zinc-300">· {texts.address}</span>}
      </p>
      {hasDetails && (
        <details className="mt-1 group" data-testid="venue-details">
          <summary className="cursor-pointer text-base text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">{t("details")}</summary>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-base sm:grid-cols-2">
            {store.workingHours.length > 0 && (
              <div>
                <dt className="font-medium">{t("hours")}</dt>
                <dd>
                  <ul className="text-zinc-700 dark:text-zinc-300">
                    {hoursLines(store.workingHours, { weekday, daySeparator: t("daySeparator") }).map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {texts.phones.length > 0 && (
              <div>
                <dt className="font-medium">{t("phones")}</dt>
                <dd>
                  <ul>
                    {texts.phones.map((phone) => (
                      <li key={phone.phone}>
                        <a dir="ltr" className="underline-offset-2 hover:underline" href={`tel:${phone.phone}`}>
                          {phone.phone}
                        </a>
                        {phone.description && <span className="text-zinc-600 dark:text-zinc-400"> — {phone.description}</span>}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {Object.keys(store.socialLinks).length > 0 && (
              <div>
                <dt className="font-medium">{t("social")}</dt>
                <dd className="flex flex-wrap gap-3">
                  {Object.entries(store.socialLinks).map(([network, url]) => (
                    <a key={network} href={url} rel="noopener noreferrer" target="_blank" className="underline underline-offset-2">
                      {SOCIAL_LABELS[network] ?? network}
                    </a>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </details>
      )}
    </div>
  );
}
