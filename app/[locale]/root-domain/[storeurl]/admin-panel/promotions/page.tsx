import { getTranslations } from "next-intl/server";
import { AddPromotionCategoryButton } from "@/components/admin/promotions/add-promotion-category-button";
import { PromotionCategoryList } from "@/components/admin/promotions/promotion-category-list";
import { languageOptions } from "@/lib/i18n/pick-text";
import { listPromotionCategories } from "@/lib/server/promotions/list-promotion-categories";
import { storeLocales } from "@/lib/server/promotions/store-locales";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { createPromotionCategoryAction, updatePromotionCategoryAction, deletePromotionCategoryAction, reorderPromotionCategoriesAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("promotionsAdmin.categories");

export default async function PromotionsPage({ params }: Props) {
  const { ctx, store, locale, base } = await storePageContext(params);
  const [categories, locales] = await Promise.all([
    listPromotionCategories(ctx, { storeId: store.id }),
    storeLocales(ctx.db, store.id),
  ]);
  const languages = languageOptions(locales.locales, locale);
  const t = await getTranslations("promotionsAdmin.categories");
  return (
    <main id="main" className="flex flex-col gap-4 px-4 py-6 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <AddPromotionCategoryButton storeId={store.id} languages={languages} create={createPromotionCategoryAction} />
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      <PromotionCategoryList
        storeId={store.id}
        categories={categories}
        languages={languages}
        base={base}
        actions={{ update: updatePromotionCategoryAction, remove: deletePromotionCategoryAction, reorder: reorderPromotionCategoriesAction }}
      />
    </main>
  );
}
