"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/i18n/money";
import { isSoldOut, lineTotal, selectedPortion, type CartLine, type CartPortion } from "@/lib/domain/cart";
import { isolate } from "@/lib/domain/bidi";
import { portionLabel } from "@/lib/domain/portion-label";
import { cartActions } from "./cart-store";
import { useUnitTexts } from "./use-unit-texts";

const STEP =
  "inline-flex size-9 items-center justify-center rounded-full border border-zinc-300 text-lg hover:bg-zinc-100 disabled:opacity-40 disabled:hover:bg-transparent dark:border-zinc-700 dark:hover:bg-zinc-900";

/** One line of the list; `onLayoutChange` puts focus back after the line moved or went away. */
export function CartLineItem({ line, currency, onLayoutChange }: { line: CartLine; currency: string; onLayoutChange: (lineKey?: string) => void }) {
  const t = useTranslations("menu.guest.cart");
  const units = useUnitTexts();
  const locale = useLocale();
  const price = (value: string | null | undefined) => formatMoney(value, currency, locale);
  const describe = (portion: CartPortion) => `${isolate(portionLabel(portion, units))} · ${isolate(price(portion.price))}`;
  const current = selectedPortion(line);
  const soldOut = isSoldOut(line);
  const values = { title: line.title };
  const less = () => {
    cartActions.setQuantity(line, line.quantity - 1);
    if (line.quantity === 1) onLayoutChange();
  };

  return (
    <li
      data-testid="cart-line"
      data-line={`${line.id}:${line.selectedPortionId}`}
      data-sold-out={soldOut ? "" : undefined}
      className="border-b border-zinc-200 py-3 last:border-b-0 dark:border-zinc-800"
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className={`font-medium ${soldOut ? "text-zinc-600 dark:text-zinc-400" : ""}`} data-testid="cart-line-title">
          {line.title}
        </span>
        {soldOut ? <span className="menu-sold-out">{t("soldOut")}</span> : <bdi className="tabular-nums">{price(lineTotal(line))}</bdi>}
      </div>
      {soldOut && (
        <p data-testid="cart-line-sold-out" className="mt-1 text-base text-zinc-700 dark:text-zinc-300">
          {t("soldOutLine")}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {line.portions.length > 1 ? (
          <select
            aria-label={t("portion", values)}
            data-testid="cart-portion"
            value={line.selectedPortionId}
            onChange={(change) => {
              const portionId = Number(change.target.value);
              cartActions.changePortion(line, portionId);
              onLayoutChange(`${line.id}:${portionId}`);
            }}
            className="rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700"
          >
            {line.portions.map((portion) => (
              <option key={portion.id} value={portion.id} disabled={portion.soldOut} className="text-zinc-900">
                {portion.soldOut ? `${describe(portion)} · ${t("soldOut")}` : describe(portion)}
              </option>
            ))}
          </select>
        ) : (
          current && <span className="text-zinc-700 dark:text-zinc-300">{describe(current)}</span>
        )}
        <div role="group" aria-label={t("quantity")} className="flex items-center gap-2">
          <button type="button" aria-label={t("decrease", values)} className={STEP} onClick={less}>
            <span aria-hidden>−</span>
          </button>
          <span data-testid="cart-quantity" className="min-w-6 text-center font-semibold tabular-nums">
            {line.quantity}
          </span>
          <button type="button" aria-label={t("increase", values)} disabled={soldOut} className={STEP} onClick={() => cartActions.setQuantity(line, line.quantity + 1)}>
            <span aria-hidden>+</span>
          </button>
        </div>
        <button
          type="button"
          aria-label={t("remove", values)}
          onClick={() => {
            cartActions.remove(line);
            onLayoutChange();
          }}
          className="ms-auto rounded-md px-2 py-1 text-base text-red-700 underline underline-offset-2 dark:text-red-400"
        >
          {t("removeShort")}
        </button>
      </div>
    </li>
  );
}
