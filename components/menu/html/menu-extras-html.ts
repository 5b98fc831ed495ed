import { translations } from "@/lib/i18n/translations";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { qrPath } from "@/lib/domain/wifi/qr-svg";
import { wifiPayload } from "@/lib/domain/wifi/wifi-payload";
import { escapeHtml } from "@/lib/html/escape-html";
import { attributes } from "./escape";
import { islandHtml } from "./island-html";

/** The "join this network" QR code as inline SVG (dark on white in every theme). */
export function wifiQrHtml(wifi: WifiConfig, label: string, className: string): string {
  const { size, d } = qrPath(wifiPayload(wifi));
  const svg = attributes({ role: "img", "aria-label": label, "data-testid": "wifi-qr", viewBox: `0 0 ${size} ${size}`, "shape-rendering": "crispEdges", class: className });
  return `<svg${svg}><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}

const WIFI_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">' +
  '<path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0"/><circle cx="12" cy="19" r="1" fill="currentColor"/></svg>';

/** The venue's Wi-Fi behind a "Wi-Fi" disclosure (no script needed): QR code, network and password with a copy button. */
async function wifiDetailsHtml(wifi: WifiConfig, locale: string): Promise<string> {
  const t = await translations(locale, "menuExtras.wifi");
  const muted = "text-base text-zinc-600 dark:text-zinc-400";
  const password =
    wifi.encryption === "nopass"
      ? `<dd>${escapeHtml(t("noPassword"))}</dd>`
      : `<dd class="flex flex-wrap items-center gap-2"><span data-testid="wifi-password" class="break-all font-mono">${escapeHtml(wifi.password)}</span>` +
        islandHtml("copy-button", { tag: "span", props: { text: wifi.password, label: t("copy"), done: t("copied") } }) +
        `</dd>`;
  return (
    `<details data-testid="wifi-details" class="open:basis-full">` +
    `<summary class="inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sky-950 underline-offset-2 hover:underline dark:bg-sky-950 dark:text-sky-100 [&::-webkit-details-marker]:hidden">${WIFI_ICON}${escapeHtml(t("button"))}</summary>` +
    `<div class="mt-3 flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:items-center dark:border-zinc-800">` +
    wifiQrHtml(wifi, t("qrLabel", { name: wifi.ssid }), "w-48 max-w-full shrink-0 rounded") +
    `<div class="flex min-w-0 flex-col gap-2"><p class="${muted}">${escapeHtml(t("scan"))}</p>` +
    `<dl class="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1"><dt class="font-medium">${escapeHtml(t("network"))}</dt>` +
    `<dd data-testid="wifi-ssid" class="break-all">${escapeHtml(wifi.ssid)}</dd><dt class="font-medium">${escapeHtml(t("password"))}</dt>${password}</dl>` +
    (wifi.hidden ? `<p class="${muted}">${escapeHtml(t("hidden"))}</p>` : "") +
    `</div></div></details>`
  );
}

/** The venue's Wi-Fi and a link to its reviews page, each only when set up and included in the plan. */
export async function menuExtrasHtml({ wifi, reviews, locale }: { wifi: WifiConfig | null; reviews: boolean; locale: string }): Promise<string> {
  if (!wifi && !reviews) return "";
  const t = await translations(locale, "menuExtras.reviews");
  const link = reviews
    ? `<a href="/${escapeHtml(locale)}/reviews" class="whitespace-nowrap rounded-full bg-emerald-100 px-3 py-1 text-emerald-950 underline-offset-2 hover:underline dark:bg-emerald-950 dark:text-emerald-100"><span aria-hidden="true">★ </span>${escapeHtml(t("link"))}</a>`
    : "";
  return `<div data-testid="menu-extras" class="flex flex-wrap items-start gap-2 px-4 pt-3 md:px-8">${link}${wifi ? await wifiDetailsHtml(wifi, locale) : ""}</div>`;
}
