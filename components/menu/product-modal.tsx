"use client";

import { useEffect } from "react";
import { askAgeFirst, menuCard, productContent, productInUrl, urlWithProduct } from "./product-modal-dom";

/**
 * Opens a product over the menu without leaving the page; the URL follows (`?product=id`), so Back closes it.
 * The dialog is the server's (ProductModalFrame in lib/views/menu/product-dialog.tsx); this fills it from the card.
 */
export function ProductModal() {
  useEffect(() => {
    const modal = document.querySelector<HTMLDialogElement>("dialog[data-product-modal]");
    if (!modal) return;
    const slot = (selector: string) => modal.querySelector<HTMLElement>(selector)!;
    const [photo, title, details] = [slot("[data-product-photo]"), slot("h2"), slot("[data-product-details]")];
    let pushed = false;
    let returnTo: HTMLElement | null = null;
    const show = (id: number, push: boolean) => {
      const card = menuCard(id);
      const forget = () => !push && window.history.replaceState(null, "", urlWithProduct(null));
      if (!card) return forget();
      const reveal = () => {
        const content = productContent(card);
        title.textContent = content.title;
        photo.replaceChildren(...(content.photo ? [content.photo] : []));
        details.replaceChildren(...content.details);
        if (push) window.history.pushState(null, "", urlWithProduct(id));
        pushed = push;
        returnTo ??= card.querySelector<HTMLElement>("[data-product-link]");
        modal.showModal();
      };
      if (!askAgeFirst(card, (confirmed) => (confirmed ? reveal() : forget()))) reveal();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-product-link]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      returnTo = link;
      show(Number(link.dataset.productLink), true);
    };
    const onPopState = () => {
      const id = productInUrl();
      if (id === null && modal.open) modal.close();
      else if (id !== null && !modal.open) show(id, false);
    };
    const onClose = () => {
      if (productInUrl() !== null) {
        if (pushed) window.history.back();
        else window.history.replaceState(null, "", urlWithProduct(null));
      }
      pushed = false;
      returnTo?.focus();
      returnTo = null;
    };
    /** The close button, or a click on the backdrop (outside the dialog's box). */
    const onDialogClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("[data-product-close]")) return modal.close();
      const box = modal.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === modal && outside) modal.close();
    };
    const deepLinked = document.querySelector<HTMLDialogElement>("dialog[data-product-dialog]");
    if (deepLinked?.open) {
      deepLinked.close();
      show(Number(deepLinked.dataset.productDialog), false);
    }
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    modal.addEventListener("close", onClose);
    modal.addEventListener("click", onDialogClick);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
      modal.removeEventListener("close", onClose);
      modal.removeEventListener("click", onDialogClick);
    };
  }, []);
  return null;
}
