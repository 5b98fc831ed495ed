import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** Hands the guest-menu islands only the texts they use: every byte reaches the guest's phone. */
export async function GuestIntl({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as { menu?: { guest?: unknown; price?: unknown; units?: unknown }; menuTable?: unknown };
  return (
    <NextIntlClientProvider messages={{ menu: { guest: messages.menu?.guest, price: messages.menu?.price, units: messages.menu?.units }, menuTable: messages.menuTable }}>
      {children}
    </NextIntlClientProvider>
  );
}
