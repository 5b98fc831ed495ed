import { getTranslations } from "next-intl/server";
import type { MenuItem as MenuItemData } from "@/lib/server/menu/load-public-menu";
import { AgeRestrictedIf } from "./age-restricted";
import { ItemDetails } from "./item-details";
import { MenuPhoto, type PhotoPriority } from "./menu-photo";

const CARD_PHOTO_SIZES = "(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw";

interface Props {
  item: MenuItemData;
  currency: string;
  locale: string;
  priority: PhotoPriority;
}

export async function MenuItem({ item, currency, locale, priority }: Props) {
  const t = await getTranslations("menu");
  return (
    <li
      id={`item-${item.id}`}
      data-testid="menu-item"
      data-menu-item={item.id}
      data-age-restricted={item.ageRestricted || undefined}
      className="flex scroll-mt-36 flex-col overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800"
    >
      <MenuPhoto
        photo={item.photo}
        kind={item.kind}
        locale={locale}
        sizes={CARD_PHOTO_SIZES}
        priority={priority}
        className={item.ageRestricted ? "in-data-[age-gate=locked]:hidden" : undefined}
      />
      <div className="flex flex-col gap-1 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h4 data-item-title className="text-lg font-medium">
            <a href={`?product=${item.id}`} data-product-link={item.id} className="underline-offset-2 hover:underline">
              {item.title}
            </a>
          </h4>
          {item.ageRestricted && <span className="text-base font-semibold text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
        </div>
        <AgeRestrictedIf restricted={item.ageRestricted} label={t("showAdultContent")}>
          <ItemDetails item={item} currency={currency} />
        </AgeRestrictedIf>
      </div>
    </li>
  );
}
