import { useTranslations } from "next-intl";
import { portionLabel } from "@/lib/domain/portion-label";
import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import { AddToCart } from "./add-to-cart";
import { Markdown } from "./markdown";
import "./menu-card.css";

/** An item's description and its portions with prices and the cart's add buttons. */
export function ItemDetails({ item, currency }: { item: MenuItem; currency: string }) {
  const t = useTranslations("menu");
  return (
    <>
      {item.description && (
        <div data-item-description dir="auto">
          <Markdown text={item.description} className="menu-description" />
        </div>
      )}
      <ul data-item-portions className="menu-portions">
        {item.portions.map((portion) => (
          <li key={portion.id} data-portion={portion.id} data-weight={portion.weight ?? undefined} data-unit={portion.unit} data-price={portion.price ?? undefined}>
            <span>
              {portion.weight && (
                <span className="menu-weight">
                  <bdi>{portionLabel(portion)}</bdi> ·{" "}
                </span>
              )}
              <bdi className="menu-price">{t("price", { price: portion.price, currency })}</bdi>
            </span>
            <AddToCart
              productId={item.id}
              label={t("addToList", { title: item.title, portion: portionLabel(portion) })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
