"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, type Ref } from "react";
import { isolate } from "@/lib/domain/bidi";
import { formatMoney } from "@/lib/i18n/money";
import { total, type CartLine } from "@/lib/domain/cart";
import { useCartAnnouncement } from "./cart-announcement";
import { CartLineItem } from "./cart-line-item";
import { cartActions, type CartEvent } from "./cart-store";

const BUTTON = "rounded-lg border border-zinc-300 px-4 py-2 font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-900";

export function CartDialog({ dialogRef, lines, event, currency }: { dialogRef: Ref<HTMLDialogElement>; lines: CartLine[]; event: CartEvent | null; currency: string }) {
  const t = useTranslations("menu.guest.cart");
  const locale = useLocale();
  const announce = useCartAnnouncement();
  const titleId = useId();
  const hintId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const sum = formatMoney(total(lines), currency, locale);
  const status = event ? `${announce(event)} ${t("total")}: ${isolate(sum)}` : "";

  const focusAfterChange = (lineKey?: string) =>
    requestAnimationFrame(() => {
      const target = lineKey ? title.current?.closest("dialog")?.querySelector<HTMLElement>(`[data-line="${lineKey}"] select`) : null;
      (target ?? title.current)?.focus();
    });
  const close = (from: HTMLElement) => from.closest("dialog")?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="cart-dialog"
      onClick={(click) => click.target === click.currentTarget && close(click.currentTarget)}
      className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-lg rounded-t-2xl border border-zinc-200 bg-[var(--background)] p-0 text-[var(--foreground)] shadow-xl backdrop:bg-[rgb(0_0_0/0.5)] sm:mb-auto sm:rounded-2xl dark:border-zinc-800"
    >
      <div className="flex max-h-[90dvh] flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-zinc-200 p-4 dark:border-zinc-800">
          <div>
            <h2 id={titleId} ref={title} tabIndex={-1} className="text-xl font-semibold outline-none">
              {t("title")}
            </h2>
            <p id={hintId} className="mt-1 text-base text-zinc-700 dark:text-zinc-300">
              {t("hint")}
            </p>
          </div>
          <button type="button" aria-label={t("close")} onClick={(click) => close(click.currentTarget)} className="rounded-lg px-3 py-1 text-2xl leading-none hover:bg-zinc-100 dark:hover:bg-zinc-900">
            <span aria-hidden>×</span>
          </button>
        </header>
        <div className="overflow-y-auto px-4">
          {lines.length ? (
            <ul>
              {lines.map((line) => (
                <CartLineItem key={`${line.id}:${line.selectedPortionId}`} line={line} currency={currency} onLayoutChange={focusAfterChange} />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-zinc-700 dark:text-zinc-300">{t("empty")}</p>
          )}
        </div>
        <footer className="border-t border-zinc-200 p-4 dark:border-zinc-800">
          {lines.length > 0 && (
            <p className="flex items-baseline justify-between text-lg font-semibold">
              <span>{t("total")}</span>
              <output data-testid="cart-total" className="tabular-nums">
                <bdi>{sum}</bdi>
              </output>
            </p>
          )}
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={BUTTON}
              disabled={!lines.length}
              onClick={() => {
                cartActions.clear();
                focusAfterChange();
              }}
            >
              {t("clear")}
            </button>
            <button type="button" className={BUTTON} onClick={(click) => close(click.currentTarget)}>
              {t("close")}
            </button>
          </div>
        </footer>
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </dialog>
  );
}
