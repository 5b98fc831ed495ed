/** @jsxImportSource preact */
import { Fragment, type ComponentChildren } from "preact";
import { portionLabel } from "@/lib/domain/portion-label";
import type { MenuItem, MenuPortion } from "@/lib/domain/menu-tree";
import { DietaryInfo } from "./dietary";
import { MarkdownText } from "./markdown-text";
import type { MenuTexts } from "./menu-texts-of";
import type { ViewVariant } from "./view-variant";

/** What an item's details show: a guest menu's item, or the printed menu's (lib/export/menu-document.ts). */
export type DetailedItem = Omit<MenuItem, "kind" | "photoId" | "photo" | "portions" | "storedPhoto"> & {
  portions: (Omit<MenuPortion, "id"> & { id?: number })[];
};

/** The texts the printed details need: prices, units and dietary words, no cart. */
export type PrintDetailsTexts = Pick<MenuTexts, "price" | "units" | "dietary">;

type DetailsProps = { item: DetailedItem } & ({ texts: MenuTexts; variant?: "page" } | { texts: PrintDetailsTexts; variant: Extract<ViewVariant, "print"> });

/**
 * An item's description, its dietary marks and its portions with prices: the one place an item's facts are drawn,
 * for the guest card, the product dialog (which copies them from the card), the admin's preview and
 * (`variant="print"`) the printed menu. On the page each portion has the cart's "+" button (handled by cart-island.tsx).
 */
export function ItemDetails(props: DetailsProps) {
  const { item, texts } = props;
  const print = props.variant === "print";
  const Wrap = print ? Fragment : DetailsBox;
  return (
    <Wrap>
      {item.description ? (
        print ? (
          <MarkdownText class="description" dir="auto" text={item.description} />
        ) : (
          <div data-item-description dir="auto">
            <MarkdownText class="menu-description" text={item.description} />
          </div>
        )
      ) : null}
      <DietaryInfo dietary={item.dietary} texts={texts.dietary} variant={props.variant} />
      <ul data-item-portions={!print || undefined} class={print ? "portions" : "menu-portions"}>
        {item.portions.map((portion, index) => {
          const label = portionLabel(portion, texts.units);
          if (props.variant === "print") {
            return (
              <li key={index}>
                {portion.weight ? <bdi class="weight">{label}</bdi> : null}
                <bdi class="price">{texts.price(portion.price)}</bdi>
              </li>
            );
          }
          const soldOut = Boolean(item.soldOut || portion.soldOut);
          return (
            <li key={portion.id} data-portion={portion.id} data-weight={portion.weight ?? undefined} data-unit={portion.unit ?? undefined} data-price={portion.price} data-sold-out={soldOut}>
              <span>
                {portion.weight ? (
                  <span class="menu-weight">
                    <bdi>{label}</bdi> ·{" "}
                  </span>
                ) : null}
                <bdi class="menu-price">{texts.price(portion.price)}</bdi>
              </span>
              {/* Sold out: nothing to add, and the whole item already says so. */}
              {!soldOut ? (
                <button type="button" aria-label={props.texts.addToList(item.title, label)} data-cart-add={item.id} class="menu-add">
                  +
                </button>
              ) : item.soldOut ? null : (
                <span class="menu-sold-out">{props.texts.soldOut}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Wrap>
  );
}

/** On the page the details are one element (laid out as its children) the product dialog copies whole from the card. */
function DetailsBox({ children }: { children: ComponentChildren }) {
  return (
    <div data-item-details class="contents">
      {children}
    </div>
  );
}

/** "Sold out" beside the title of an item guests cannot add at all. */
export function SoldOutMark({ item, texts }: { item: Pick<MenuItem, "soldOut">; texts: Pick<MenuTexts, "soldOut"> }) {
  return item.soldOut ? (
    <span data-sold-out-mark class="menu-sold-out">
      {texts.soldOut}
    </span>
  ) : null;
}
