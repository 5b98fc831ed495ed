import { getTranslations } from "next-intl/server";
import { portionLabel } from "@/lib/domain/portion-label";
import type { MenuItem as MenuItemData } from "@/lib/server/menu/load-public-menu";
import { AddToCart } from "./add-to-cart";
import { AgeRestrictedIf } from "./age-restricted";
import { Markdown } from "./markdown";

export async function MenuItem({ item, currency }: { item: MenuItemData; currency: string }) {
  const t = await getTranslations("menu");
  const details = (
    <>
      {item.description && (
        <div data-item-description>
          <Markdown text={item.description} className="text-zinc-700 dark:text-zinc-300 [&_p]:m-0" />
        </div>
      )}
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {item.portions.map((portion) => (
          <li key={portion.id} className="flex items-center gap-2 tabular-nums">
            <span>
              {portion.weight && <span className="text-zinc-600 dark:text-zinc-400">{portionLabel(portion)} · </span>}
              <span className="font-semibold">{t("price", { price: portion.price, currency })}</span>
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
  return (
    <li
      data-testid="menu-item"
      data-menu-item={item.id}
      data-age-restricted={item.ageRestricted || undefined}
      className="flex flex-col gap-1 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h4 data-item-title className="text-lg font-medium">
          {item.title}
        </h4>
        {item.ageRestricted && <span className="text-sm font-semibold text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
      </div>
      <AgeRestrictedIf restricted={item.ageRestricted} label={t("showAdultContent")}>
        {details}
      </AgeRestrictedIf>
    </li>
  );
}
