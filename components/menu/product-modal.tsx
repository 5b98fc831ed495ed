"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_TITLE_CLASS } from "@/lib/views/menu/product-dialog-style";
import { askAgeFirst, menuCard, productContent, productInUrl, urlWithProduct } from "./product-modal-dom";

/** Opens a product over the menu without leaving the page; the URL follows (`?product=id`), so Back closes it. */
export function ProductModal() {
  const t = useTranslations("menu.guest.product");
  const dialog = useRef<HTMLDialogElement>(null);
  const photo = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const details = useRef<HTMLDivElement>(null);
  const pushed = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const modal = dialog.current!;
    const show = (id: number, push: boolean) => {
      const card = menuCard(id);
      const forget = () => !push && window.history.replaceState(null, "", urlWithProduct(null));
      if (!card) return forget();
      const reveal = () => {
        const content = productContent(card);
        title.current!.textContent = content.title;
        photo.current!.replaceChildren(...(content.photo ? [content.photo] : []));
        details.current!.replaceChildren(...content.details);
        if (push) window.history.pushState(null, "", urlWithProduct(id));
        pushed.current = push;
        returnTo.current ??= card.querySelector<HTMLElement>("[data-product-link]");
        modal.showModal();
      };
      if (!askAgeFirst(card, (confirmed) => (confirmed ? reveal() : forget()))) reveal();
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-product-link]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      returnTo.current = link;
      show(Number(link.dataset.productLink), true);
    };
    const onPopState = () => {
      const id = productInUrl();
      if (id === null && modal.open) modal.close();
      else if (id !== null && !modal.open) show(id, false);
    };
    const onClose = () => {
      if (productInUrl() !== null) {
        if (pushed.current) window.history.back();
        else window.history.replaceState(null, "", urlWithProduct(null));
      }
      pushed.current = false;
      returnTo.current?.focus();
      returnTo.current = null;
    };
    const deepLinked = document.querySelector<HTMLDialogElement>("dialog[data-product-dialog]");
    if (deepLinked?.open) {
      deepLinked.close();
      show(Number(deepLinked.dataset.productDialog), false);
    }
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    modal.addEventListener("close", onClose);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
      modal.removeEventListener("close", onClose);
    };
  }, []);

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const modal = event.currentTarget;
    const box = modal.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === modal && outside) modal.close();
  };

  return (
    <dialog ref={dialog} aria-labelledby={titleId} data-testid="product-modal" onClick={onDialogClick} className={PRODUCT_DIALOG_CLASS}>
      <button type="button" onClick={() => dialog.current?.close()} className={PRODUCT_CLOSE_CLASS}>
        {t("close")}
      </button>
      <div ref={photo} />
      <div className="flex flex-col gap-2 p-4">
        <h2 ref={title} id={titleId} className={PRODUCT_TITLE_CLASS} />
        <div ref={details} className="flex flex-col gap-2" />
      </div>
    </dialog>
  );
}
