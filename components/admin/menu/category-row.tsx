"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { type ReactNode, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { itemsWithin } from "@/lib/domain/category-contents";
import { hasOwnSchedule } from "@/lib/domain/schedule-rules";
import type { AdminCategory } from "@/lib/server/categories/category-dto";
import { AddCategoryDialog } from "./add-category-dialog";
import { CategoryVisual } from "./category-visual";
import { useCategoryEditor } from "./category-editor-context";
import { DeleteCategoryDialog } from "./delete-category-dialog";
import { EditCategoryDialog } from "./edit-category-dialog";
import { RowActions } from "./row-actions";
import { StatusBadges } from "./status-badges";
import { useSetHidden } from "./use-set-hidden";
import { VisibilityToggle } from "./visibility-toggle";

export function CategoryRow({ category, handle }: { category: AdminCategory; handle: ReactNode }) {
  const t = useTranslations("menuAdmin.categories");
  const { store, basePath, actions } = useCategoryEditor();
  const [dialog, setDialog] = useState<"edit" | "sub" | "delete" | null>(null);
  const close = () => setDialog(null);
  const { setHidden, refreshing } = useSetHidden((hidden) =>
    actions.setHidden({ storeId: store.id, categoryId: category.id, version: category.version, hidden }),
  );
  const parent = { id: category.id, name: category.name, scheduled: category.parentScheduled || hasOwnSchedule(category.schedule) };
  return (
    <div
      data-testid="category-row"
      className={`flex flex-wrap items-center gap-2 rounded-xl border border-zinc-200 bg-[var(--background)] p-2 dark:border-zinc-800 ${category.hidden ? "opacity-70" : ""}`}
    >
      {handle}
      <CategoryVisual icon={category.icon} iconUrl={category.iconUpload?.url ?? null} />
      <div className="flex min-w-0 grow basis-40 flex-col gap-1">
        <span className="flex flex-wrap items-baseline gap-2">
          <Link href={`${basePath}/${category.id}`} className="font-medium underline-offset-2 hover:underline">
            {category.name || t("unnamed")}
          </Link>
          {category.itemCount > 0 || category.children.length === 0 ? (
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("itemCount", { count: category.itemCount })}</span>
          ) : null}
          {category.children.length > 0 ? (
            <span data-testid="subcategory-contents" className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("subcategoryContents", { subs: category.children.length, items: itemsWithin(category) - category.itemCount })}
            </span>
          ) : null}
        </span>
        <StatusBadges
          hidden={category.hidden}
          ageRestricted={category.ageRestricted}
          schedule={category.schedule}
          visibleNow={category.visibleNow}
          languages={category.languages}
        />
      </div>
      <VisibilityToggle name={category.name} hidden={category.hidden} busy={refreshing} onChange={setHidden} />
      <RowActions
        name={category.name}
        onEdit={() => setDialog("edit")}
        onAddChild={category.level === "category" ? () => setDialog("sub") : undefined}
        onDelete={() => setDialog("delete")}
      />
      {dialog === "edit" ? <EditCategoryDialog open onClose={close} category={category} /> : null}
      {dialog === "sub" ? <AddCategoryDialog open onClose={close} parent={parent} /> : null}
      {dialog === "delete" ? (
        <DeleteCategoryDialog
          open
          onClose={close}
          category={category}
          onDeleted={() => {
            toast.success(t("deleted"));
            close();
          }}
        />
      ) : null}
    </div>
  );
}
