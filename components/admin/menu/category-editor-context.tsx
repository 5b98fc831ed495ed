"use client";

import type { MenuSection } from "@/lib/domain/menu-sections";
import type { CategoryTarget, CreateCategory, ReorderCategories, SetCategoryHidden, UpdateCategory } from "@/lib/schemas/categories";
import type { MenuStoreInfo } from "@/lib/server/categories/category-dto";
import { type EditorActions, editorContext } from "./editor-context";

export type CategoryActions = EditorActions<CreateCategory, UpdateCategory, CategoryTarget, SetCategoryHidden, ReorderCategories>;

export interface CategoryEditor {
  store: MenuStoreInfo;
  section: MenuSection;
  /** the section's admin path, e.g. /en/demo/admin-panel/kitchen */
  basePath: string;
  actions: CategoryActions;
}

const context = editorContext<CategoryEditor>("the category editor");
export const CategoryEditorProvider = context.Provider;
export const useCategoryEditor = context.useEditor;
