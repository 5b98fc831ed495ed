import { useTranslations } from "next-intl";
import type { MenuItem as MenuItemData } from "@/lib/server/menu/load-public-menu";
import { AgeRestrictedIf } from "./age-restricted";
import "./menu-card.css";
import { ItemDetails } from "./item-details";
import { MenuPhoto, type PhotoPriority } from "./menu-photo";

const CARD_PHOTO_SIZES = "(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw";

interface Props {
  item: MenuItemData;
  currency: string;
  locale: string;
  priority: PhotoPriority;
}

export function MenuItem({ item, currency, locale, priority }: Props) {
  const t = useTranslations("menu");
  return (
    <li
      id={`item-${item.id}`}
      data-testid="menu-item"
      data-menu-item={item.id}
      data-age-restricted={item.ageRestricted || undefined}
      className="menu-card"
    >
      <MenuPhoto
        photo={item.photo}
        kind={item.kind}
        locale={locale}
        sizes={CARD_PHOTO_SIZES}
        priority={priority}
        className={item.ageRestricted ? "in-data-[age-gate=locked]:hidden" : undefined}
      />
      <div className="menu-card-body">
        <div className="menu-card-head">
          <h4 data-item-title className="menu-card-title">
            <a href={`?product=${item.id}`} data-product-link={item.id}>
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
