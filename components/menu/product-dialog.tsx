import { getTranslations } from "next-intl/server";
import type { FoundMenuItem } from "@/lib/domain/find-menu-item";
import { ageRestrictedHtml } from "./html/age-restricted-html";
import { itemDetailsHtml, soldOutMarkHtml } from "./html/item-html";
import { menuTexts } from "./html/menu-texts";
import { photoHtml } from "./html/photo-html";
import { PRODUCT_CLOSE_CLASS, PRODUCT_DIALOG_CLASS, PRODUCT_PHOTO_SIZES, PRODUCT_TITLE_CLASS } from "./product-dialog-style";
import "./menu-card.css";

/** A deep-linked product (`?product=id`), open in the page as sent: readable and closable without scripts. */
export async function ProductDialog({ found, currency, locale }: { found: FoundMenuItem; currency: string; locale: string }) {
  const t = await getTranslations("menu");
  const texts = await menuTexts(locale, currency);
  const { item, ageRestricted } = found;
  const titleId = `product-${item.id}-title`;
  const photo = photoHtml({ photo: item.photo, sizes: PRODUCT_PHOTO_SIZES, priority: "high" });
  const details = soldOutMarkHtml(item, texts) + ageRestrictedHtml(ageRestricted, texts.showAdultContent, itemDetailsHtml(item, texts));
  return (
    <dialog open data-product-dialog={item.id} aria-labelledby={titleId} className={PRODUCT_DIALOG_CLASS}>
      <a href={`/${locale}/menu#item-${item.id}`} className={PRODUCT_CLOSE_CLASS}>
        {t("product.back")}
      </a>
      <div className="contents" dangerouslySetInnerHTML={{ __html: photo }} />
      <div className="flex flex-col gap-2 p-4">
        <h2 id={titleId} className={PRODUCT_TITLE_CLASS}>
          {item.title}
          {ageRestricted && <span className="ms-2 text-base text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
        </h2>
        <div className="contents" dangerouslySetInnerHTML={{ __html: details }} />
      </div>
    </dialog>
  );
}
