"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { formatMoney } from "@/lib/i18n/money";

interface Result {
  invoiceNumber: string;
  amount: string;
  currency: string;
  status: "pending" | "paid" | "failed" | "refunded";
  paymentMethod: string | null;
  failureReason: string | null;
}

const TONE = {
  paid: "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50",
  pending: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50",
  failed: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
  refunded: "border-zinc-300 bg-zinc-50 text-zinc-950 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50",
} as const;

/** How long the page keeps asking while the acquirer's notification has not arrived yet. */
const REFRESH_MS = 2000;

/** Where the acquirer sends the owner back: paid (the menu is open), still pending, or declined with the acquirer's words. */
export function CardPaymentResult({ result }: { result: Result }) {
  const t = useTranslations("subscriptions");
  const locale = useLocale();
  const router = useRouter();
  useEffect(() => {
    if (result.status !== "pending") return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [result.status, router]);
  const amount = formatMoney(result.amount, result.currency, locale);
  return (
    <section data-testid="card-payment-result" data-status={result.status} role="status" aria-live="polite" className={`mb-6 rounded-2xl border p-4 ${TONE[result.status]}`}>
      <h2 className="font-semibold">{t(`card.result.${result.status}.title`)}</h2>
      <p className="mt-1">{t(`card.result.${result.status}.text`, { number: result.invoiceNumber, amount })}</p>
      {result.paymentMethod && <p className="mt-1 text-sm">{t("card.method", { method: result.paymentMethod })}</p>}
      {result.status === "failed" && result.failureReason && <p className="mt-1 text-sm">{t("card.reason", { reason: result.failureReason })}</p>}
    </section>
  );
}
