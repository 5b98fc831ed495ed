import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { Toaster } from "@/components/shell/toaster";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The root site: sign-in, registration and the admin panel, with the session and their texts on the client. */
export default async function RootDomainLayout({ children, params }: Props) {
  const { locale } = await params;
  // The guest menu's texts stay off the root site, but for the dietary names and the units the admin shares.
  const { menu, ...messages } = (await getMessages()) as Record<string, unknown> & { menu?: Record<string, unknown> };
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...messages, menu: { dietary: menu?.dietary, units: menu?.units, unitAmounts: menu?.unitAmounts } }}>
      {children}
      <Toaster />
    </NextIntlClientProvider>
  );
}
