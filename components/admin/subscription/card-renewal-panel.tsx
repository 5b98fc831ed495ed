"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
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
  const { card, paidUntil, amount, currency, declined } = renewal;
  // the switch shows the owner's choice at once; it goes back if the server refuses it
  const [enabled, setEnabled] = useState(renewal.enabled);
  const date = (at: Date) => format.dateTime(at, { dateStyle: "long", timeZone });
  const cardName = card ? t("card.renewal.card", { brand: card.brand.toUpperCase(), last4: card.last4 }) : "";
  const paidThrough = paidUntil ? date(lastDay(new Date(0), paidUntil)) : "";
  // a declined charge replaces "renews on": the owner needs the bank's answer and what happens next
  const refusal =
    enabled && declined && amount && currency
      ? [
          t("card.renewal.declined", { amount: formatMoney(amount, currency, locale), date: date(new Date(declined.at)) }),
          declined.reason ? t("card.reason", { reason: declined.reason }) : null,
          declined.retryOn ? t("card.renewal.retry", { date: date(new Date(declined.retryOn)), end: paidThrough }) : t("card.renewal.noRetry", { end: paidThrough }),
        ]
      : null;
  const state =
    refusal
      ? null
      : enabled && paidUntil && amount && currency
      ? t("card.renewal.renewsOn", { date: date(new Date(paidUntil)), amount: formatMoney(amount, currency, locale), days: RENEWAL_DAYS_BEFORE })
      : !enabled && paidUntil
        ? t("card.renewal.off", { date: paidThrough })
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
          {refusal && (
            <div role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="renewal-declined">
              {refusal.filter(Boolean).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
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
