"use client";

import type { ItemKind } from "@/lib/domain/menu-sections";
import type { CreateItem, ItemRef, ItemsOfCategory, ItemTarget, ReorderItems, SetItemHidden, SetItemSoldOut, UpdateItem } from "@/lib/schemas/items";
import type { MenuStoreInfo } from "@/lib/server/categories/category-dto";
import type { ActionResult } from "@/lib/server/auth/action";
import type { AdminItem, AdminItemRow } from "@/lib/server/items/item-dto";
import { type EditorActions, editorContext } from "./editor-context";

export type ItemActions = EditorActions<CreateItem, UpdateItem, ItemTarget, SetItemHidden, ReorderItems> & {
  setSoldOut: (input: SetItemSoldOut) => Promise<ActionResult<unknown>>;
  /** an item's edit data, read when its form opens */
  load: (input: ItemRef) => Promise<ActionResult<AdminItem>>;
  /** the category's items as guests see them, read when the preview opens */
  preview: (input: ItemsOfCategory) => Promise<ActionResult<AdminItemRow[]>>;
};

export interface ItemEditor {
  store: MenuStoreInfo;
  categoryId: number;
  categoryName: string;
  kind: ItemKind;
  /** the category or a parent has its own schedule */
  scheduleBlocked: boolean;
  actions: ItemActions;
}

const context = editorContext<ItemEditor>("the item editor");
export const ItemEditorProvider = context.Provider;
export const useItemEditor = context.useEditor;
