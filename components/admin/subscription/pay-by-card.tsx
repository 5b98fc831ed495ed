"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorText } from "@/components/forms/use-error-text";
import { primaryButton } from "@/components/ui/buttons";
import type { UiLocale } from "@/lib/i18n/locales";
import type { ActionResult } from "@/lib/server/auth/action";

export type PayByCardAction = (input: { invoiceId: number; locale: UiLocale }) => Promise<ActionResult<{ url: string }>>;

/** "Pay by card": opens the acquirer's hosted page for the invoice; the card is typed there, never here. */
export function PayByCard({ invoiceId, pay }: { invoiceId: number; pay: PayByCardAction }) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const locale = useLocale() as UiLocale;
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${primaryButton} whitespace-nowrap`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await pay({ invoiceId, locale });
        if (result.ok) {
          window.location.assign(result.data.url);
          return;
        }
        toast.error(errorText(result.error));
        setBusy(false);
      }}
    >
      {busy ? t("card.redirecting") : t("card.pay")}
    </button>
  );
}
