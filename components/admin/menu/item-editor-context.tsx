"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { ItemKind } from "@/lib/domain/menu-sections";
import type { CreateItem, ItemTarget, ReorderItems, SetItemHidden, UpdateItem } from "@/lib/schemas/items";
import type { ActionResult } from "@/lib/server/auth/action";
import type { MenuStoreInfo } from "@/lib/server/categories/category-dto";

export interface ItemActions {
  create: (input: CreateItem) => Promise<ActionResult<unknown>>;
  update: (input: UpdateItem) => Promise<ActionResult<unknown>>;
  remove: (input: ItemTarget) => Promise<ActionResult<unknown>>;
  setHidden: (input: SetItemHidden) => Promise<ActionResult<unknown>>;
  reorder: (input: ReorderItems) => Promise<ActionResult<unknown>>;
}

export interface ItemEditor {
  store: MenuStoreInfo;
  categoryId: number;
  categoryName: string;
  kind: ItemKind;
  /** the category or a parent has its own schedule */
  scheduleBlocked: boolean;
  actions: ItemActions;
}

const Context = createContext<ItemEditor | null>(null);

export function ItemEditorProvider({ value, children }: { value: ItemEditor; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useItemEditor(): ItemEditor {
  const value = useContext(Context);
  if (!value) throw new Error("useItemEditor outside ItemEditorProvider");
  return value;
}
