"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/ui/buttons";
import type { SectionTree } from "@/lib/server/categories/category-dto";
import { AddCategoryDialog } from "./add-category-dialog";
import { type CategoryEditor, CategoryEditorProvider } from "./category-editor-context";
import { CategoryList } from "./category-list";
import { SectionPreview } from "./section-preview";
import { SortHint } from "./sort-hint";
import { useEditMode } from "./use-edit-mode";
import { useTranslationPolling } from "@/components/admin/shell/use-translation-polling";

/** A section's category tree: editing controls in edit mode, the guests' view otherwise. */
export function SectionEditor({ tree, editor, title }: { tree: SectionTree; editor: CategoryEditor; title: string }) {
  const t = useTranslations("menuAdmin.categories");
  const [editing] = useEditMode();
  const [adding, setAdding] = useState(false);
  useTranslationPolling("Category", tree.categories.flatMap((category) => [category, ...category.children]));
  if (!editing) return <SectionPreview categories={tree.categories} basePath={editor.basePath} />;
  return (
    <CategoryEditorProvider value={editor}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
            {t("add")}
          </button>
          <SortHint count={tree.categories.length} />
        </div>
        {tree.categories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center dark:border-zinc-700">{t("empty")}</p>
        ) : (
          <CategoryList categories={tree.categories} parentId={null} label={title} />
        )}
        {adding ? <AddCategoryDialog open onClose={() => setAdding(false)} parent={null} /> : null}
      </div>
    </CategoryEditorProvider>
  );
}
