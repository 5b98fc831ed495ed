import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Toaster } from "@/components/shell/toaster";
import { clientMessages } from "@/lib/i18n/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The root site: sign-in, registration and the admin panel, with the texts their client components read. */
export default async function RootDomainLayout({ children, params }: Props) {
  const { locale } = await params;
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages("rootSite")}>
      {children}
      <Toaster />
    </NextIntlClientProvider>
  );
}
