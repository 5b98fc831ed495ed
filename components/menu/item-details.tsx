import { getTranslations } from "next-intl/server";
import { portionLabel } from "@/lib/domain/portion-label";
import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import { AddToCart } from "./add-to-cart";
import { Markdown } from "./markdown";

/** An item's description and its portions with prices and the cart's add buttons. */
export async function ItemDetails({ item, currency }: { item: MenuItem; currency: string }) {
  const t = await getTranslations("menu");
  return (
    <>
      {item.description && (
        <div data-item-description dir="auto">
          <Markdown text={item.description} className="text-zinc-700 dark:text-zinc-300 [&_p]:m-0" />
        </div>
      )}
      <ul data-item-portions className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {item.portions.map((portion) => (
          <li key={portion.id} data-portion={portion.id} className="flex items-center gap-2 tabular-nums">
            <span>
              {portion.weight && (
                <span className="text-zinc-600 dark:text-zinc-400">
                  <bdi>{portionLabel(portion)}</bdi> ·{" "}
                </span>
              )}
              <bdi className="font-semibold">{t("price", { price: portion.price, currency })}</bdi>
            </span>
            <AddToCart
              productId={item.id}
              portionId={portion.id}
              label={t("addToList", { title: item.title, portion: portionLabel(portion) })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
