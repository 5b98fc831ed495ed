"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton } from "@/components/ui/buttons";
import type { ItemListRow } from "@/lib/server/items/item-dto";
import { AddItemDialog } from "./lazy-item-dialogs";
import { type ItemEditor, ItemEditorProvider } from "./item-editor-context";
import { ItemList } from "./item-list";
import { ItemsPreview } from "./lazy-items-preview";
import { SortHint } from "./sort-hint";
import { useEditMode } from "./use-edit-mode";

/**
 * A category's items: editing controls in edit mode, the guests' view otherwise. `inSubcategories`:
 * its subcategories hold items, so having none of its own does not make it empty.
 */
export function ItemsEditor({ items, editor, inSubcategories = false }: { items: ItemListRow[]; editor: ItemEditor; inSubcategories?: boolean }) {
  const t = useTranslations("menuAdmin.items");
  const [editing] = useEditMode();
  const [adding, setAdding] = useState(false);
  const none = <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center dark:border-zinc-700">{t(inSubcategories ? "inSubcategories" : "empty")}</p>;
  if (!editing) {
    if (items.length === 0 && inSubcategories) return none;
    return (
      <ItemEditorProvider value={editor}>
        <ItemsPreview />
      </ItemEditorProvider>
    );
  }
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
          none
        ) : (
          <ItemList items={items} />
        )}
        {adding ? <AddItemDialog open onClose={() => setAdding(false)} /> : null}
      </div>
    </ItemEditorProvider>
  );
}
