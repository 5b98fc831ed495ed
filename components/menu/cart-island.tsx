"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { cartKey } from "@/lib/domain/cart-storage";
import { useCartAnnouncement } from "./cart-announcement";
import { CartDialog } from "./cart-dialog";
import { addToCartOnClick } from "./add-to-cart-click";
import { cartActions, loadCart, useCart } from "./cart-store";
import { pageProducts } from "./page-products";

const TOAST_MS = 3000;

/** The guest's list: a button with the line count (in the menu's sticky bar) and the dialog behind it. Kept in localStorage for an hour. */
export function CartIsland({ pagePath, currency }: { pagePath: string; currency: string }) {
  const t = useTranslations("menu.guest.cart");
  const announce = useCartAnnouncement();
  const { lines, event, restored } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const [seenEvent, setSeenEvent] = useState(event);

  useEffect(() => {
    const products = pageProducts(document);
    const reload = () => loadCart(pagePath, products);
    const onVisible = () => document.visibilityState === "visible" && reload();
    const onStorage = (change: StorageEvent) => change.key?.startsWith(cartKey(pagePath)) && reload();
    const onClick = (event: MouseEvent) => addToCartOnClick(event, cartActions.add);
    reload();
    document.addEventListener("visibilitychange", onVisible);
    document.addEventListener("click", onClick);
    window.addEventListener("storage", onStorage);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, [pagePath]);

  useEffect(() => {
    const timer = setTimeout(() => setSeenEvent(event), TOAST_MS);
    return () => clearTimeout(timer);
  }, [event]);

  const added = event?.kind === "added" ? announce(event) : "";
  return (
    <>
      <button
        type="button"
        data-testid="cart-button"
        data-restored={restored || undefined}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex items-center gap-2 rounded-full border border-brand-600 bg-brand-600 px-3 py-1 font-semibold whitespace-nowrap text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {/* The name starts with what the button shows (WCAG 2.5.3, speech input), then says it in words. */}
        <span>{t("button")}</span>
        <span data-testid="cart-count" className="min-w-6 rounded-full bg-white px-2 text-center text-brand-700 tabular-nums">
          {lines.length}
        </span>
        <span className="sr-only">{`: ${t("open", { count: lines.length })}`}</span>
      </button>
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-end p-4">
        <p role="status" className={`rounded-lg bg-zinc-900 px-3 py-2 text-base text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900 ${added && event !== seenEvent ? "" : "sr-only"}`}>
          {added}
        </p>
      </div>
      <CartDialog dialogRef={dialog} lines={lines} event={event?.kind === "added" ? null : event} currency={currency} />
    </>
  );
}
