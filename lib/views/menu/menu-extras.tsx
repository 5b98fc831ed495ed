/** @jsxImportSource preact */
import type { WifiConfig } from "@/lib/db/schema/stores";
import type { translations } from "@/lib/i18n/translations";
import { Island } from "./island";
import { WifiQrCode } from "./wifi-qr-code";

type Translator = Awaited<ReturnType<typeof translations>>;

const MUTED = "text-base text-zinc-600 dark:text-zinc-400";

function WifiIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
      <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" fill="currentColor" />
    </svg>
  );
}

/** The venue's Wi-Fi behind a "Wi-Fi" disclosure (no script needed): QR code, network and password with a copy button. */
function WifiDetails({ wifi, t }: { wifi: WifiConfig; t: Translator }) {
  return (
    <details data-testid="wifi-details" class="open:basis-full">
      <summary class="inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sky-950 underline-offset-2 hover:underline dark:bg-sky-950 dark:text-sky-100 [&::-webkit-details-marker]:hidden">
        <WifiIcon />
        {t("button")}
      </summary>
      <div class="mt-3 flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:items-center dark:border-zinc-800">
        <WifiQrCode wifi={wifi} label={t("qrLabel", { name: wifi.ssid })} class="w-48 max-w-full shrink-0 rounded" />
        <div class="flex min-w-0 flex-col gap-2">
          <p class={MUTED}>{t("scan")}</p>
          <dl class="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
            <dt class="font-medium">{t("network")}</dt>
            <dd data-testid="wifi-ssid" class="break-all">
              {wifi.ssid}
            </dd>
            <dt class="font-medium">{t("password")}</dt>
            {wifi.encryption === "nopass" ? (
              <dd>{t("noPassword")}</dd>
            ) : (
              <dd class="flex flex-wrap items-center gap-2">
                <span data-testid="wifi-password" class="break-all font-mono">
                  {wifi.password}
                </span>
                <Island name="copy-button" tag="span" props={{ text: wifi.password, label: t("copy"), done: t("copied") }} />
              </dd>
            )}
          </dl>
          {wifi.hidden ? <p class={MUTED}>{t("hidden")}</p> : null}
        </div>
      </div>
    </details>
  );
}

/** The venue's Wi-Fi and a link to its reviews page, each only when set up and included in the plan. */
export function MenuExtras({ wifi, reviews, locale, texts }: { wifi: WifiConfig | null; reviews: boolean; locale: string; texts: { wifi: Translator; reviews: Translator } }) {
  if (!wifi && !reviews) return null;
  return (
    <div data-testid="menu-extras" class="flex flex-wrap items-start gap-2 px-4 pt-3 md:px-8">
      {reviews ? (
        <a href={`/${locale}/reviews`} class="whitespace-nowrap rounded-full bg-emerald-100 px-3 py-1 text-emerald-950 underline-offset-2 hover:underline dark:bg-emerald-950 dark:text-emerald-100">
          <span aria-hidden="true">★ </span>
          {texts.reviews("link")}
        </a>
      ) : null}
      {wifi ? <WifiDetails wifi={wifi} t={texts.wifi} /> : null}
    </div>
  );
}
