"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/admin/buttons";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { AddItemDialog } from "./item-dialogs";
import { type ItemEditor, ItemEditorProvider } from "./item-editor-context";
import { ItemList } from "./item-list";
import { ItemsPreview } from "./items-preview";
import { SortHint } from "./sort-hint";
import { useEditMode } from "./use-edit-mode";

/** A category's items: editing controls in edit mode, the guests' view otherwise. */
export function ItemsEditor({ items, editor }: { items: AdminItem[]; editor: ItemEditor }) {
  const t = useTranslations("menuAdmin.items");
  const [editing] = useEditMode();
  const [adding, setAdding] = useState(false);
  if (!editing) return <ItemsPreview items={items} currency={editor.store.currency} primaryLocale={editor.store.primaryLocale} />;
  return (
    <ItemEditorProvider value={editor}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
            {t(`add.${editor.kind}`)}
          </button>
          <SortHint count={items.length} emptyKey="sortNoItems" />
        </div>
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center dark:border-zinc-700">{t("empty")}</p>
        ) : (
          <ItemList items={items} />
        )}
        {adding ? <AddItemDialog open onClose={() => setAdding(false)} /> : null}
      </div>
    </ItemEditorProvider>
  );
}
