import { getTranslations } from "next-intl/server";
import { WifiQr } from "@/components/menu/wifi-qr";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { PrintButton } from "./print-button";

/** When printing, only the card is on the page. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-card], [data-print-card] * { visibility: visible !important; }
  [data-print-card] { position: absolute; inset: 0; margin: 0 auto; border: 0 !important; color: #000 !important; background: #fff !important; }
}`;

/** The saved network as a printable card: venue name, a big QR code, network name and password. */
export async function WifiPrintCard({ wifi, venueName }: { wifi: WifiConfig | null; venueName: string }) {
  const t = await getTranslations("venueExtrasAdmin.print");
  return (
    <section aria-labelledby="wifi-print-title" className="mt-10 flex max-w-xl flex-col gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div>
        <h3 id="wifi-print-title" className="text-lg font-semibold">
          {t("title")}
        </h3>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{wifi ? t("intro") : t("empty")}</p>
      </div>
      {wifi && (
        <>
          <style>{PRINT_CSS}</style>
          <div>
            <PrintButton label={t("button")} />
          </div>
          <article data-print-card data-testid="wifi-print-card" className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-zinc-300 bg-white p-8 text-center text-zinc-950">
            <p className="text-xl font-semibold">{venueName}</p>
            <p className="text-3xl font-bold">{t("heading")}</p>
            <WifiQr wifi={wifi} label={t("qrLabel", { name: wifi.ssid })} className="w-full max-w-80 print:max-w-[11cm]" />
            <p>{t("scan")}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-start text-lg">
              <dt className="font-medium">{t("network")}</dt>
              <dd className="break-all">{wifi.ssid}</dd>
              <dt className="font-medium">{t("password")}</dt>
              <dd className="break-all">{wifi.encryption === "nopass" ? t("noPassword") : wifi.password}</dd>
            </dl>
          </article>
        </>
      )}
    </section>
  );
}
