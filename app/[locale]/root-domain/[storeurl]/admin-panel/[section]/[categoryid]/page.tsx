import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { CategoryBreadcrumbs } from "@/components/admin/menu/category-breadcrumbs";
import { EditModeToggle } from "@/components/admin/menu/edit-mode-toggle";
import { ItemsEditor } from "@/components/admin/menu/items-editor";
import { SubcategoryLinks } from "@/components/admin/menu/subcategory-links";
import { isMenuSection } from "@/lib/domain/menu-sections";
import { idParam } from "@/lib/schemas/id";
import { getSectionCategory } from "@/lib/server/categories/get-section-category";
import { menuPageContext } from "@/lib/server/categories/menu-page-context";
import { listItemListRows } from "@/lib/server/items/list-item-list-rows";
import { createItemAction, updateItemAction, deleteItemAction, setItemHiddenAction, setItemSoldOutAction, reorderItemsAction, getItemForEditAction, listItemPreviewsAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string; section: string; categoryid: string }> };

/** catch-non-exist-categories: an unknown section, a malformed, unknown or foreign id, or another section's category. */
const loadCategory = cache(async (storeurl: string, section: string, categoryid: string) => {
  const categoryId = idParam(categoryid);
  if (!isMenuSection(section) || categoryId === null) notFound();
  const { ctx, storeId, load: orNotFound } = await menuPageContext(storeurl);
  // The context is the store's already: its functions run on it without resolving the store again. The rows are
  // read meanwhile; a category that is not the section's is not found before they are shown.
  const [category, items] = await Promise.all([
    orNotFound(getSectionCategory.run(ctx, { storeId, section, categoryId })),
    orNotFound(listItemListRows.run(ctx, { storeId, categoryId })),
  ]);
  return { section, category, items };
});

async function load(params: Props["params"]) {
  const { locale, storeurl, section, categoryid } = await params;
  return { locale, storeurl, ...(await loadCategory(storeurl, section, categoryid)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await load(params);
  return { title: category.name };
}

export default async function CategoryItemsPage({ params }: Props) {
  const { locale, storeurl, section, category, items } = await load(params);
  const t = await getTranslations("common.nav");
  const sectionHref = `/${locale}/${storeurl}/admin-panel/${section}`;
  const actions = { setSoldOut: setItemSoldOutAction, create: createItemAction, update: updateItemAction, remove: deleteItemAction, setHidden: setItemHiddenAction, reorder: reorderItemsAction, load: getItemForEditAction, preview: listItemPreviewsAction };
  return (
    <main id="main" className="px-4 py-6 md:px-8">
      <CategoryBreadcrumbs section={t(section)} sectionHref={sectionHref} trail={category.trail} current={category.name} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {category.name}
          {category.ageRestricted ? <span className="ms-2 text-base font-semibold text-red-700 dark:text-red-400">18+</span> : null}
        </h1>
        <EditModeToggle />
      </div>
      <SubcategoryLinks sectionHref={sectionHref} subcategories={category.subcategories} />
      <ItemsEditor
        items={items}
        inSubcategories={category.subcategories.some((sub) => sub.itemCount > 0)}
        editor={{
          store: category.store,
          categoryId: category.id,
          categoryName: category.name,
          kind: category.kind,
          scheduleBlocked: category.itemsScheduleBlocked,
          actions,
        }}
      />
    </main>
  );
}
