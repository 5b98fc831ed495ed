import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { clientMessages } from "@/lib/i18n/client-messages";

/** The promotions editor, with the texts of their client components. */
export default async function Layout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages("adminPromotions")}>{children}</NextIntlClientProvider>;
}
