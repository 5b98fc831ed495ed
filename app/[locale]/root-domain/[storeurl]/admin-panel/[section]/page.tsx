import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EditModeToggle } from "@/components/admin/menu/edit-mode-toggle";
import { ExportMenuButton } from "@/components/admin/menu/export-menu-button";
import { ImportMenuButton } from "@/components/admin/menu/import-menu-button";
import { SectionEditor } from "@/components/admin/menu/section-editor";
import { featureRefusalText } from "@/lib/server/subscriptions/feature-refusal-text";
import { featureGate } from "@/lib/server/subscriptions/store-may-use-feature";
import { FeatureUnavailable } from "@/lib/server/subscriptions/subscription-refusal";
import { isMenuSection } from "@/lib/domain/menu-sections";
import { listSectionTree } from "@/lib/server/categories/list-section-tree";
import { menuPageContext } from "@/lib/server/categories/menu-page-context";
import { createCategoryAction, updateCategoryAction, deleteCategoryAction, setCategoryHiddenAction, reorderCategoriesAction } from "./actions";

const PLACEHOLDERS = ["promotions"] as const;

type Props = { params: Promise<{ locale: string; storeurl: string; section: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params;
  const t = await getTranslations({ locale, namespace: "common.nav" });
  return isMenuSection(section) || (PLACEHOLDERS as readonly string[]).includes(section) ? { title: t(section as "kitchen") } : {};
}

export default async function AdminSection({ params }: Props) {
  const { locale, storeurl, section } = await params;
  const t = await getTranslations("common");
  if ((PLACEHOLDERS as readonly string[]).includes(section)) {
    return (
      <main id="main" className="px-4 py-6 md:px-8">
        <h1 className="text-2xl font-bold">{t(`nav.${section as (typeof PLACEHOLDERS)[number]}`)}</h1>
        <p className="mt-4 text-zinc-600 dark:text-zinc-400">{t("admin.sectionEmpty")}</p>
      </main>
    );
  }
  if (!isMenuSection(section)) notFound();
  const { ctx, storeId, load } = await menuPageContext(storeurl);
  const [tree, gate] = await Promise.all([load(listSectionTree(ctx, { storeId, section })), featureGate(ctx, storeId, "export_pdf_excel")]);
  const exportNotice = gate.allowed ? "" : await featureRefusalText(locale, new FeatureUnavailable("export_pdf_excel", gate.unlockWith));
  const title = t(`nav.${section}`);
  const actions = { create: createCategoryAction, update: updateCategoryAction, remove: deleteCategoryAction, setHidden: setCategoryHiddenAction, reorder: reorderCategoriesAction };
  return (
    <main id="main" className="px-4 py-6 md:px-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex items-center gap-3">
          <ImportMenuButton storeId={storeId} />
          <ExportMenuButton
            storeId={storeId}
            locales={tree.store.contentLocales}
            section={section}
            gate={{ allowed: gate.allowed, notice: exportNotice, plansHref: `/${locale}/${storeurl}/admin-panel/subscription` }}
          />
          <EditModeToggle />
        </div>
      </div>
      <SectionEditor tree={tree} title={title} editor={{ store: tree.store, section, basePath: `/${locale}/${storeurl}/admin-panel/${section}`, actions }} />
    </main>
  );
}
