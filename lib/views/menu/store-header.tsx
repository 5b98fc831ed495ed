/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import { isolatePhones } from "@/lib/domain/bidi";
import { hoursLines } from "@/lib/domain/day-range";
import { isOpenAt, localTime } from "@/lib/domain/schedule";
import type { translations } from "@/lib/i18n/translations";
import type { MenuImage } from "@/lib/server/menu/load-public-menu";
import type { StoreLogos } from "@/lib/server/menu/load-store-logos";
import type { VenueTexts } from "@/lib/server/menu/venue-texts";
import type { PublicStore } from "@/lib/server/stores/find-store-by-site";

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
const LOGO_HEIGHT = 56;
const MUTED = "text-zinc-700 dark:text-zinc-300";

/** Lazy loading leaves the logo of the other theme unfetched while it is hidden. */
function Logo({ image, class: className, lazy }: { image: MenuImage; class: string; lazy: boolean }) {
  const largest = image.variants[image.variants.length - 1]!;
  const width = Math.round((LOGO_HEIGHT * largest.width) / largest.height);
  const srcset = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  return (
    <picture class={className}>
      <source type="image/webp" srcset={srcset} sizes={`${width}px`} />
      <img src={largest.url} alt="" width={width} height={LOGO_HEIGHT} loading={lazy ? "lazy" : undefined} class="h-14 w-auto object-contain" />
    </picture>
  );
}

/** The venue's logo for the current theme, decorative beside its name: both are in the page, the `.dark` class picks one. */
function StoreLogo({ logos: { light, dark } }: { logos: StoreLogos }) {
  if (!light && !dark) return null;
  if (!light || !dark) return <Logo image={(light ?? dark)!} class="block" lazy={false} />;
  return (
    <>
      <Logo image={light} class="block dark:hidden" lazy />
      <Logo image={dark} class="hidden dark:block" lazy />
    </>
  );
}

function Detail({ title, class: className, children }: { title: string; class?: string; children: ComponentChildren }) {
  return (
    <div>
      <dt class="font-medium">{title}</dt>
      <dd class={className}>{children}</dd>
    </div>
  );
}

interface StoreHeaderProps {
  store: NonNullable<PublicStore>;
  texts: VenueTexts;
  logos: StoreLogos;
  now: Date;
  t: Awaited<ReturnType<typeof translations>>;
}

/** Name, description and one line (open now · today's hours · address); hours, phones and links under a disclosure. */
export function StoreHeader({ store, texts, logos, now, t }: StoreHeaderProps) {
  const today = localTime(now, store.timezone);
  const open = isOpenAt(store.workingHours, today);
  const hasHours = store.workingHours.length > 0;
  const todayHours = store.workingHours
    .filter((entry) => entry.days.includes(today.weekday))
    .map((entry) => `${entry.opens}–${entry.closes}`)
    .join(", ");
  const weekday = (day: number) => t(`weekdays.${day}` as "weekdays.1");
  const social = Object.entries(store.socialLinks);
  const details = hasHours || texts.phones.length > 0 || social.length > 0;
  return (
    <div class="border-b border-zinc-200 px-4 py-4 dark:border-zinc-800 md:px-8">
      <div class="flex items-center gap-3">
        <StoreLogo logos={logos} />
        <h1 class="text-2xl font-bold md:text-3xl">{store.name}</h1>
      </div>
      {texts.description ? (
        <p class={`mt-1 line-clamp-2 ${MUTED}`}>
          <bdi>{isolatePhones(texts.description)}</bdi>
        </p>
      ) : null}
      <p class="mt-2 flex flex-wrap gap-x-2 text-base">
        {hasHours ? (
          <span data-testid="open-now" class={`font-medium ${open ? "text-green-700 dark:text-green-400" : "text-zinc-600 dark:text-zinc-400"}`}>
            {open ? t("openNow") : t("closedNow")}
          </span>
        ) : null}
        {todayHours ? <span class={MUTED}>· {t("todayHours", { hours: todayHours })}</span> : null}
        {texts.address ? (
          <span class={MUTED}>
            · <bdi>{isolatePhones(texts.address)}</bdi>
          </span>
        ) : null}
      </p>
      {details ? (
        <details class="mt-1 group" data-testid="venue-details">
          <summary class="cursor-pointer text-base text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">{t("details")}</summary>
          <dl class="mt-3 grid gap-x-6 gap-y-3 text-base sm:grid-cols-2">
            {hasHours ? (
              <Detail title={t("hours")}>
                <ul class={MUTED}>
                  {hoursLines(store.workingHours, { weekday, daySeparator: t("daySeparator") }).map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              </Detail>
            ) : null}
            {texts.phones.length > 0 ? (
              <Detail title={t("phones")}>
                <ul>
                  {texts.phones.map((phone) => (
                    <li key={phone.phone}>
                      <a dir="ltr" class="underline-offset-2 hover:underline" href={`tel:${phone.phone}`}>
                        {phone.phone}
                      </a>
                      {phone.description ? <span class="text-zinc-600 dark:text-zinc-400"> — {phone.description}</span> : null}
                    </li>
                  ))}
                </ul>
              </Detail>
            ) : null}
            {social.length > 0 ? (
              <Detail title={t("social")} class="flex flex-wrap gap-3">
                {social.map(([network, url]) => (
                  <a key={network} href={url} rel="noopener noreferrer" target="_blank" class="underline underline-offset-2">
                    {SOCIAL_LABELS[network] ?? network}
                  </a>
                ))}
              </Detail>
            ) : null}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
