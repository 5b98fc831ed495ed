"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton } from "@/components/ui/buttons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { RENEWAL_DAYS_BEFORE } from "@/lib/domain/subscriptions/card-renewal";
import { formatMoney } from "@/lib/i18n/money";
import { lastDay } from "@/lib/i18n/period";
import type { CardRenewal } from "@/lib/schemas/card-payment";
import type { ActionResult } from "@/lib/server/auth/action";
import type { CardRenewalDto } from "@/lib/server/payments/get-card-renewal";

interface Props {
  storeId: number;
  renewal: CardRenewalDto;
  timeZone: string;
  setRenewal: (input: CardRenewal) => Promise<ActionResult<{ enabled: boolean }>>;
  removeCard: (input: { storeId: number }) => Promise<ActionResult<{ removed: boolean }>>;
}

/** The saved card (brand, last digits, expiry), "Renew automatically by card" and what it means now, and "Remove card". */
export function CardRenewalPanel({ storeId, renewal, timeZone, setRenewal, removeCard }: Props) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { card, paidUntil, amount, currency } = renewal;
  // the switch shows the owner's choice at once; it goes back if the server refuses it
  const [enabled, setEnabled] = useState(renewal.enabled);
  const date = (at: Date) => format.dateTime(at, { dateStyle: "long", timeZone });
  const cardName = card ? t("card.renewal.card", { brand: card.brand.toUpperCase(), last4: card.last4 }) : "";
  const state =
    enabled && paidUntil && amount && currency
      ? t("card.renewal.renewsOn", { date: date(new Date(paidUntil)), amount: formatMoney(amount, currency, locale), days: RENEWAL_DAYS_BEFORE })
      : !enabled && paidUntil
        ? t("card.renewal.off", { date: date(lastDay(new Date(0), paidUntil)) })
        : null;
  return (
    <section data-testid="card-renewal" aria-labelledby="card-renewal-title" className="mt-4 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
      <h3 id="card-renewal-title" className="font-semibold">
        {t("card.renewal.title")}
      </h3>
      {card ? (
        <>
          <p className="mt-2" data-testid="saved-card">
            <span className="font-medium" dir="ltr">
              {cardName}
            </span>
            {card.expMonth && card.expYear && (
              <span className="text-zinc-600 dark:text-zinc-400"> · {t("card.renewal.expires", { month: String(card.expMonth).padStart(2, "0"), year: String(card.expYear) })}</span>
            )}
          </p>
          <div className="mt-3">
            <CheckboxField
              name="card-renewal"
              label={t("card.renewal.toggle")}
              checked={enabled}
              disabled={busy}
              onChange={async (event) => {
                const wanted = event.target.checked;
                setEnabled(wanted);
                setBusy(true);
                const result = await setRenewal({ storeId, enabled: wanted });
                setBusy(false);
                if (!result.ok) {
                  setEnabled(!wanted);
                  return toast.error(errorText(result.error));
                }
                toast.success(t(wanted ? "card.renewal.turnedOn" : "card.renewal.turnedOff"));
                router.refresh();
              }}
            />
          </div>
          {state && (
            <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300" data-testid="renewal-state">
              {state}
            </p>
          )}
          <button type="button" className={`${secondaryButton} mt-4`} onClick={() => setRemoving(true)}>
            {t("card.renewal.remove")}
          </button>
        </>
      ) : (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{t("card.renewal.noCard")}</p>
      )}
      {removing && (
        <ModalDialog open onClose={() => setRemoving(false)} title={t("card.renewal.removeTitle")} testId="remove-card-dialog">
          <ConfirmDelete
            text={t("card.renewal.removeText", { card: cardName })}
            labels={{ cancel: t("card.renewal.keep"), delete: t("card.renewal.remove") }}
            errorText={(failure) => (failure ? errorText(failure) : null)}
            remove={() => removeCard({ storeId })}
            onCancel={() => setRemoving(false)}
            onDone={() => {
              setRemoving(false);
              toast.success(t("card.renewal.removed"));
              router.refresh();
            }}
          />
        </ModalDialog>
      )}
    </section>
  );
}
