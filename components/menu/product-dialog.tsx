import { getTranslations } from "next-intl/server";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { AgeRestrictedIf } from "./age-restricted";
import { ItemDetails } from "./item-details";
import { MenuPhoto } from "./menu-photo";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_PHOTO_SIZES, PRODUCT_TITLE_CLASS } from "./product-dialog-style";

/** A deep-linked product (`?product=id`), open in the page as sent: readable and closable without scripts. */
export async function ProductDialog({ found, currency, locale }: { found: FoundMenuItem; currency: string; locale: string }) {
  const t = await getTranslations("menu");
  const { item, ageRestricted } = found;
  const titleId = `product-${item.id}-title`;
  return (
    <dialog open data-product-dialog={item.id} aria-labelledby={titleId} className={PRODUCT_DIALOG_CLASS}>
      <a href={`/${locale}/menu#item-${item.id}`} className={PRODUCT_CLOSE_CLASS}>
        {t("product.back")}
      </a>
      <MenuPhoto photo={item.photo} kind={item.kind} locale={locale} sizes={PRODUCT_PHOTO_SIZES} priority="high" />
      <div className="flex flex-col gap-2 p-4">
        <h2 id={titleId} className={PRODUCT_TITLE_CLASS}>
          {item.title}
          {ageRestricted && <span className="ms-2 text-base text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
        </h2>
        <AgeRestrictedIf restricted={ageRestricted} label={t("showAdultContent")}>
          <ItemDetails item={item} currency={currency} />
        </AgeRestrictedIf>
      </div>
    </dialog>
  );
}
