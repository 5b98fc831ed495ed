"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { primaryButton } from "@/components/ui/buttons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { UiLocale } from "@/lib/i18n/locales";
import type { ActionResult } from "@/lib/server/auth/action";

export type PayByCardAction = (input: { invoiceId: number; locale: UiLocale; saveCard: boolean }) => Promise<ActionResult<{ url: string }>>;

/**
 * "Pay by card": opens the acquirer's hosted page for the invoice; the card is typed there, never here.
 * With `offerRenewal`, the owner may ask the acquirer to keep the card for automatic renewal.
 */
export function PayByCard({ invoiceId, pay, offerRenewal = false }: { invoiceId: number; pay: PayByCardAction; offerRenewal?: boolean }) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const locale = useLocale() as UiLocale;
  const [busy, setBusy] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const button = (
    <button
      type="button"
      className={`${primaryButton} whitespace-nowrap`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await pay({ invoiceId, locale, saveCard });
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
  if (!offerRenewal) return button;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {button}
      <CheckboxField name={`save-card-${invoiceId}`} label={t("card.renewal.saveCard")} checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
    </div>
  );
}
