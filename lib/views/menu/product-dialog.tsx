/** @jsxImportSource preact */
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_PHOTO_SIZES, PRODUCT_TITLE_CLASS } from "@/lib/views/menu/product-dialog-style";
import { AgeRestricted } from "./age-restricted";
import { ItemDetails, SoldOutMark } from "./item-details";
import type { MenuTexts } from "./menu-texts-of";
import { Photo } from "./photo";

/** A deep-linked product (`?product=id`), open in the page as sent: readable and closable without scripts. */
export function ProductDialog({ product: { item, ageRestricted }, texts, back }: { product: FoundMenuItem; texts: MenuTexts; back: string }) {
  const titleId = `product-${item.id}-title`;
  return (
    <dialog open data-product-dialog={item.id} aria-labelledby={titleId} class={PRODUCT_DIALOG_CLASS}>
      <a href={`/${texts.locale}/menu#item-${item.id}`} class={PRODUCT_CLOSE_CLASS}>
        {back}
      </a>
      <Photo photo={item.photo} sizes={PRODUCT_PHOTO_SIZES} priority="high" />
      <div class="flex flex-col gap-2 p-4">
        <h2 id={titleId} class={PRODUCT_TITLE_CLASS}>
          {item.title}
          {ageRestricted ? <span class="ms-2 text-base text-red-700 dark:text-red-400">{texts.ageRestricted}</span> : null}
        </h2>
        <SoldOutMark item={item} texts={texts} />
        <AgeRestricted restricted={ageRestricted} label={texts.showAdultContent}>
          <ItemDetails item={item} texts={texts} />
        </AgeRestricted>
      </div>
    </dialog>
  );
}
