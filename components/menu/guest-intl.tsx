import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** Hands the guest-menu islands only the texts they use: every byte reaches the guest's phone. */
export async function GuestIntl({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as { menu?: { guest?: unknown; price?: unknown; units?: unknown; dietary?: { allergens?: unknown; diets?: unknown; filters?: unknown } }; menuTable?: unknown };
  const dietary = messages.menu?.dietary;
  return (
    <NextIntlClientProvider messages={{
        menu: {
          guest: messages.menu?.guest,
          price: messages.menu?.price,
          units: messages.menu?.units,
          dietary: { allergens: dietary?.allergens, diets: dietary?.diets, filters: dietary?.filters },
        },
        menuTable: messages.menuTable,
      }}>
      {children}
    </NextIntlClientProvider>
  );
}
