import { getTranslations } from "next-intl/server";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { CopyButton } from "./copy-button";
import { WifiQr } from "./wifi-qr";

/** The venue's Wi-Fi behind a "Wi-Fi" disclosure (works without JavaScript): QR code, network and password. */
export async function WifiDetails({ wifi }: { wifi: WifiConfig }) {
  const t = await getTranslations("menuExtras.wifi");
  return (
    <details data-testid="wifi-details" className="open:basis-full">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sky-950 underline-offset-2 hover:underline dark:bg-sky-950 dark:text-sky-100 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
          <circle cx="12" cy="19" r="1" fill="currentColor" />
        </svg>
        {t("button")}
      </summary>
      <div className="mt-3 flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:items-center dark:border-zinc-800">
        <WifiQr wifi={wifi} label={t("qrLabel", { name: wifi.ssid })} className="w-48 max-w-full shrink-0 rounded" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-base text-zinc-600 dark:text-zinc-400">{t("scan")}</p>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
            <dt className="font-medium">{t("network")}</dt>
            <dd data-testid="wifi-ssid" className="break-all">{wifi.ssid}</dd>
            <dt className="font-medium">{t("password")}</dt>
            {wifi.encryption === "nopass" ? (
              <dd>{t("noPassword")}</dd>
            ) : (
              <dd className="flex flex-wrap items-center gap-2">
                <span data-testid="wifi-password" className="break-all font-mono">{wifi.password}</span>
                <CopyButton text={wifi.password} label={t("copy")} done={t("copied")} />
              </dd>
            )}
          </dl>
          {wifi.hidden && <p className="text-base text-zinc-600 dark:text-zinc-400">{t("hidden")}</p>}
        </div>
      </div>
    </details>
  );
}
