/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_PHOTO_SIZES, PRODUCT_TITLE_CLASS } from "@/lib/views/menu/product-dialog-style";
import { AgeRestricted } from "./age-restricted";
import { ItemDetails, SoldOutMark } from "./item-details";
import type { MenuTexts } from "./menu-texts-of";
import { Photo } from "./photo";

interface FrameProps {
  attributes: Record<string, string | number | boolean>;
  titleId: string;
  close: ComponentChildren;
  photo: ComponentChildren;
  title: ComponentChildren;
  children: ComponentChildren;
}

/** A product's dialog: its close control, photo, title, then what the item's card shows of it. */
function ProductDialogFrame({ attributes, titleId, close, photo, title, children }: FrameProps) {
  return (
    <dialog {...attributes} aria-labelledby={titleId} class={PRODUCT_DIALOG_CLASS}>
      {close}
      {photo}
      <div class="flex flex-col gap-2 p-4">
        <h2 id={titleId} class={PRODUCT_TITLE_CLASS}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/** A deep-linked product (`?product=id`), open in the page as sent: readable and closable without scripts. */
export function ProductDialog({ product: { item, ageRestricted }, texts, back }: { product: FoundMenuItem; texts: MenuTexts; back: string }) {
  const close = (
    <a href={`/${texts.locale}/menu#item-${item.id}`} class={PRODUCT_CLOSE_CLASS}>
      {back}
    </a>
  );
  const title = (
    <>
      {item.title}
      {ageRestricted ? <span class="ms-2 text-base text-red-700 dark:text-red-400">{texts.ageRestricted}</span> : null}
    </>
  );
  return (
    <ProductDialogFrame
      attributes={{ open: true, "data-product-dialog": item.id }}
      titleId={`product-${item.id}-title`}
      close={close}
      photo={<Photo photo={item.photo} sizes={PRODUCT_PHOTO_SIZES} priority="high" />}
      title={title}
    >
      <SoldOutMark item={item} texts={texts} />
      <AgeRestricted restricted={ageRestricted} label={texts.showAdultContent}>
        <ItemDetails item={item} texts={texts} />
      </AgeRestricted>
    </ProductDialogFrame>
  );
}

/**
 * The product dialog the menu opens over itself (components/menu/product-modal.tsx), empty as sent: the island
 * puts in a card's title, photo, sold-out mark and details (ItemDetails, as the card rendered them).
 */
export function ProductModalFrame({ close }: { close: string }) {
  return (
    <ProductDialogFrame
      attributes={{ "data-product-modal": true, "data-testid": "product-modal" }}
      titleId="product-modal-title"
      close={
        <button type="button" data-product-close class={PRODUCT_CLOSE_CLASS}>
          {close}
        </button>
      }
      photo={<div data-product-photo />}
      title={null}
    >
      <div data-product-details class="flex flex-col gap-2" />
    </ProductDialogFrame>
  );
}
