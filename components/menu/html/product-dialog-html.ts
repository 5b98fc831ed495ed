import { escapeHtml } from "@/lib/html/escape-html";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_PHOTO_SIZES, PRODUCT_TITLE_CLASS } from "@/components/menu/product-dialog-style";
import { ageRestrictedHtml } from "./age-restricted-html";
import { attributes } from "./escape";
import { itemDetailsHtml, soldOutMarkHtml, type MenuTexts } from "./item-html";
import { photoHtml } from "./photo-html";

/** A deep-linked product (`?product=id`), open in the page as sent: readable and closable without scripts. */
export function productDialogHtml({ item, ageRestricted }: FoundMenuItem, texts: MenuTexts, back: string): string {
  const titleId = `product-${item.id}-title`;
  const photo = photoHtml({ photo: item.photo, sizes: PRODUCT_PHOTO_SIZES, priority: "high" });
  const details = soldOutMarkHtml(item, texts) + ageRestrictedHtml(ageRestricted, texts.showAdultContent, itemDetailsHtml(item, texts));
  const mark = ageRestricted ? `<span class="ms-2 text-base text-red-700 dark:text-red-400">${escapeHtml(texts.ageRestricted)}</span>` : "";
  return (
    `<dialog open${attributes({ "data-product-dialog": item.id, "aria-labelledby": titleId, class: PRODUCT_DIALOG_CLASS })}>` +
    `<a${attributes({ href: `/${texts.locale}/menu#item-${item.id}`, class: PRODUCT_CLOSE_CLASS })}>${escapeHtml(back)}</a>${photo}` +
    `<div class="flex flex-col gap-2 p-4"><h2${attributes({ id: titleId, class: PRODUCT_TITLE_CLASS })}>${escapeHtml(item.title)}${mark}</h2>${details}</div></dialog>`
  );
}
