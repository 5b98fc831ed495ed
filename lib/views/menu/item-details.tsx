/** @jsxImportSource preact */
import { portionLabel } from "@/lib/domain/portion-label";
import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import { DietaryInfo } from "./dietary";
import { MarkdownText } from "./markdown-text";
import type { MenuTexts } from "./menu-texts-of";

/** An item's description and its portions with prices and the cart's "+" buttons (handled by cart-island.tsx). */
export function ItemDetails({ item, texts }: { item: MenuItem; texts: MenuTexts }) {
  return (
    <>
      {item.description ? (
        <div data-item-description dir="auto">
          <MarkdownText class="menu-description" text={item.description} />
        </div>
      ) : null}
      <DietaryInfo dietary={item.dietary} texts={texts.dietary} />
      <ul data-item-portions class="menu-portions">
        {item.portions.map((portion) => {
          const label = portionLabel(portion, texts.units);
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
                <button type="button" aria-label={texts.addToList(item.title, label)} data-cart-add={item.id} class="menu-add">
                  +
                </button>
              ) : item.soldOut ? null : (
                <span class="menu-sold-out">{texts.soldOut}</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** "Sold out" beside the title of an item guests cannot add at all. */
export function SoldOutMark({ item, texts }: { item: MenuItem; texts: MenuTexts }) {
  return item.soldOut ? (
    <span data-sold-out-mark class="menu-sold-out">
      {texts.soldOut}
    </span>
  ) : null;
}
