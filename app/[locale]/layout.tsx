import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
import { BuildWatcher } from "@/components/shell/build-watcher";
import { LoadingBar } from "@/components/shell/loading-bar";
import { ThemeProvider } from "@/components/shell/theme-provider";
import { localizedAlternates } from "@/lib/i18n/alternates";
import { clientMessages } from "@/lib/i18n/client-messages";
import { isContentLocale, localeDirection } from "@/lib/i18n/locales";
import { currentBuildId } from "@/lib/server/build-id";
import { requestUrl } from "@/lib/server/request-url";
import { NONCE_HEADER } from "@/lib/sites/internal-paths";
import { rootOrigin } from "@/lib/sites/public-origin";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "common" });
  const { path } = await requestUrl();
  const origin = rootOrigin();
  const alternates = localizedAlternates(origin, path);
  return {
    metadataBase: new URL(origin),
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    description: t("home.description"),
    alternates,
    openGraph: { url: alternates.canonical, siteName: t("appName"), locale, type: "website" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isContentLocale(locale)) notFound();
  setRequestLocale(locale);
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang={locale} dir={localeDirection(locale)} suppressHydrationWarning>
      <body className="bg-[var(--background)] text-[var(--foreground)] antialiased">
        <ThemeProvider nonce={nonce}>
          <NextIntlClientProvider locale={locale} messages={await clientMessages("locale")}>
            <Suspense>
              <LoadingBar />
            </Suspense>
            {children}
            <BuildWatcher buildId={currentBuildId()} />
          </NextIntlClientProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
