"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { MenuSection } from "@/lib/domain/menu-sections";
import type { CategoryTarget, CreateCategory, ReorderCategories, SetCategoryHidden, UpdateCategory } from "@/lib/schemas/categories";
import type { ActionResult } from "@/lib/server/auth/action";
import type { MenuStoreInfo } from "@/lib/server/categories/category-dto";

export interface CategoryActions {
  create: (input: CreateCategory) => Promise<ActionResult<unknown>>;
  update: (input: UpdateCategory) => Promise<ActionResult<unknown>>;
  remove: (input: CategoryTarget) => Promise<ActionResult<unknown>>;
  setHidden: (input: SetCategoryHidden) => Promise<ActionResult<unknown>>;
  reorder: (input: ReorderCategories) => Promise<ActionResult<unknown>>;
}

export interface CategoryEditor {
  store: MenuStoreInfo;
  section: MenuSection;
  /** the section's admin path, e.g. /en/demo/admin-panel/kitchen */
  basePath: string;
  actions: CategoryActions;
}

const Context = createContext<CategoryEditor | null>(null);

export function CategoryEditorProvider({ value, children }: { value: CategoryEditor; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCategoryEditor(): CategoryEditor {
  const value = useContext(Context);
  if (!value) throw new Error("useCategoryEditor outside CategoryEditorProvider");
  return value;
}
