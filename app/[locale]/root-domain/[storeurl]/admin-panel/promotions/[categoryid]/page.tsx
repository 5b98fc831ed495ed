import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AddPromotionButton } from "@/components/admin/promotions/add-promotion-button";
import { PromotionList } from "@/components/admin/promotions/promotion-list";
import { languageOptions, pickText } from "@/lib/i18n/pick-text";
import { idParam } from "@/lib/schemas/id";
import { NotFoundError } from "@/lib/server/context";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { storeLocales } from "@/lib/server/promotions/store-locales";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { createPromotionAction, updatePromotionAction, deletePromotionAction, reorderPromotionsAction } from "../actions";

type Props = { params: Promise<{ locale: string; storeurl: string; categoryid: string }> };

async function load(params: Props["params"]) {
  const { categoryid } = await params;
  const { ctx, store, locale, base } = await storePageContext(params);
  const categoryId = idParam(categoryid);
  if (categoryId === null) notFound();
  const data = await listPromotions(ctx, { categoryId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  if (data.category.storeId !== store.id) notFound();
  const locales = await storeLocales(ctx.db, store.id);
  const name = pickText(data.category.names, locale, locales.primary) ?? `#${categoryId}`;
  return { ...data, store, locale, base, name, languages: languageOptions(locales.locales, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await load(params);
  return { title: name };
}

export default async function PromotionCategoryPage({ params }: Props) {
  const { category, promotions, store, base, name, languages } = await load(params);
  const t = await getTranslations("promotionsAdmin");
  return (
    <main id="main" className="flex flex-col gap-4 px-4 py-6 md:px-8">
      <Link href={`${base}/promotions`} className="self-start text-sm underline underline-offset-2">
        <span aria-hidden="true">← </span>
        {t("promotions.back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {name}
          {category.hidden ? <span className="ms-2 align-middle text-sm font-normal text-zinc-600 dark:text-zinc-400">({t("categories.hiddenBadge")})</span> : null}
        </h1>
        <AddPromotionButton storeId={store.id} categoryId={category.id} languages={languages} create={createPromotionAction} />
      </div>
      <PromotionList
        storeId={store.id}
        categoryId={category.id}
        promotions={promotions}
        languages={languages}
        actions={{ update: updatePromotionAction, remove: deletePromotionAction, reorder: reorderPromotionsAction }}
      />
    </main>
  );
}
