"use server";

import { ZCategoryTarget, ZCreateCategory, ZReorderCategories, ZSetCategoryHidden, ZUpdateCategory } from "@/lib/schemas/categories";
import { storeAction } from "@/lib/server/auth/action";
import { createCategory } from "@/lib/server/categories/create-category";
import { deleteCategory } from "@/lib/server/categories/delete-category";
import { reorderCategories } from "@/lib/server/categories/reorder-categories";
import { setCategoryHidden } from "@/lib/server/categories/set-category-hidden";
import { updateCategory } from "@/lib/server/categories/update-category";

export const createCategoryAction = storeAction(ZCreateCategory, createCategory);

export const updateCategoryAction = storeAction(ZUpdateCategory, updateCategory);

export const deleteCategoryAction = storeAction(ZCategoryTarget, deleteCategory);

export const setCategoryHiddenAction = storeAction(ZSetCategoryHidden, setCategoryHidden);

export const reorderCategoriesAction = storeAction(ZReorderCategories, reorderCategories);
