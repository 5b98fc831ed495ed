import { translations } from "@/lib/i18n/translations";
import { isolatePhones } from "@/lib/domain/bidi";
import { hoursLines } from "@/lib/domain/day-range";
import { isOpenAt, localTime } from "@/lib/domain/schedule";
import { escapeHtml } from "@/lib/html/escape-html";
import type { MenuImage } from "@/lib/server/menu/load-public-menu";
import type { StoreLogos } from "@/lib/server/menu/load-store-logos";
import type { VenueTexts } from "@/lib/server/menu/venue-texts";
import type { PublicStore } from "@/lib/server/stores/find-store-by-site";
import { attributes } from "./escape";

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
function logoHtml(image: MenuImage, className: string, lazy: boolean): string {
  const largest = image.variants[image.variants.length - 1]!;
  const width = Math.round((LOGO_HEIGHT * largest.width) / largest.height);
  const srcset = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  const img = attributes({ src: largest.url, alt: "", width, height: LOGO_HEIGHT, loading: lazy ? "lazy" : undefined, class: "h-14 w-auto object-contain" });
  return `<picture class="${className}"><source${attributes({ type: "image/webp", srcset, sizes: `${width}px` })}><img${img}></picture>`;
}

/** The venue's logo for the current theme, decorative beside its name: both are in the page, the `.dark` class picks one. */
function storeLogoHtml({ light, dark }: StoreLogos): string {
  if (!light && !dark) return "";
  if (!light || !dark) return logoHtml((light ?? dark)!, "block", false);
  return logoHtml(light, "block dark:hidden", true) + logoHtml(dark, "hidden dark:block", true);
}

const detailHtml = (title: string, body: string, ddClass = "") => `<div><dt class="font-medium">${escapeHtml(title)}</dt><dd${attributes({ class: ddClass || undefined })}>${body}</dd></div>`;

/** Name, description and one line (open now · today's hours · address); hours, phones and links under a disclosure. */
export async function storeHeaderHtml(store: NonNullable<PublicStore>, texts: VenueTexts, logos: StoreLogos, locale: string, now: Date): Promise<string> {
  const t = await translations(locale, "menu");
  const today = localTime(now, store.timezone);
  const open = isOpenAt(store.workingHours, today);
  const todayHours = store.workingHours
    .filter((entry) => entry.days.includes(today.weekday))
    .map((entry) => `${entry.opens}–${entry.closes}`)
    .join(", ");
  const weekday = (day: number) => t(`weekdays.${day}` as "weekdays.1");
  const social = Object.entries(store.socialLinks);
  const line = [
    store.workingHours.length > 0
      ? `<span data-testid="open-now" class="font-medium ${open ? "text-green-700 dark:text-green-400" : "text-zinc-600 dark:text-zinc-400"}">${escapeHtml(open ? t("openNow") : t("closedNow"))}</span>`
      : "",
    todayHours ? `<span class="${MUTED}">· ${escapeHtml(t("todayHours", { hours: todayHours }))}</span>` : "",
    texts.address ? `<span class="${MUTED}">· <bdi>${escapeHtml(isolatePhones(texts.address))}</bdi></span>` : "",
  ].join("");
  const details = [
    store.workingHours.length > 0
      ? detailHtml(t("hours"), `<ul class="${MUTED}">${hoursLines(store.workingHours, { weekday, daySeparator: t("daySeparator") }).map((entry) => `<li>${escapeHtml(entry)}</li>`).join("")}</ul>`)
      : "",
    texts.phones.length > 0
      ? detailHtml(
          t("phones"),
          `<ul>${texts.phones
            .map(
              (phone) =>
                `<li><a dir="ltr" class="underline-offset-2 hover:underline"${attributes({ href: `tel:${phone.phone}` })}>${escapeHtml(phone.phone)}</a>` +
                (phone.description ? `<span class="text-zinc-600 dark:text-zinc-400"> — ${escapeHtml(phone.description)}</span>` : "") +
                "</li>",
            )
            .join("")}</ul>`,
        )
      : "",
    social.length > 0
      ? detailHtml(
          t("social"),
          social.map(([network, url]) => `<a${attributes({ href: url, rel: "noopener noreferrer", target: "_blank", class: "underline underline-offset-2" })}>${escapeHtml(SOCIAL_LABELS[network] ?? network)}</a>`).join(""),
          "flex flex-wrap gap-3",
        )
      : "",
  ].join("");
  return (
    `<div class="border-b border-zinc-200 px-4 py-4 dark:border-zinc-800 md:px-8">` +
    `<div class="flex items-center gap-3">${storeLogoHtml(logos)}<h1 class="text-2xl font-bold md:text-3xl">${escapeHtml(store.name)}</h1></div>` +
    (texts.description ? `<p class="mt-1 line-clamp-2 ${MUTED}"><bdi>${escapeHtml(isolatePhones(texts.description))}</bdi></p>` : "") +
    `<p class="mt-2 flex flex-wrap gap-x-2 text-base">${line}</p>` +
    (details
      ? `<details class="mt-1 group" data-testid="venue-details"><summary class="cursor-pointer text-base text-brand-700 underline-offset-2 hover:underline dark:text-brand-500">${escapeHtml(t("details"))}</summary>` +
        `<dl class="mt-3 grid gap-x-6 gap-y-3 text-base sm:grid-cols-2">${details}</dl></details>`
      : "") +
    `</div>`
  );
}
