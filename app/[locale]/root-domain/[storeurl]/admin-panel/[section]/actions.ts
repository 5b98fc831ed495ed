"use server";

import { ZCategoryTarget, ZCreateCategory, ZReorderCategories, ZSetCategoryHidden, ZUpdateCategory } from "@/lib/schemas/categories";
import { actorAction } from "@/lib/server/auth/action";
import { createCategory } from "@/lib/server/categories/create-category";
import { deleteCategory } from "@/lib/server/categories/delete-category";
import { reorderCategories } from "@/lib/server/categories/reorder-categories";
import { setCategoryHidden } from "@/lib/server/categories/set-category-hidden";
import { updateCategory } from "@/lib/server/categories/update-category";

export const createCategoryAction = actorAction(ZCreateCategory, createCategory);

export const updateCategoryAction = actorAction(ZUpdateCategory, updateCategory);

export const deleteCategoryAction = actorAction(ZCategoryTarget, deleteCategory);

export const setCategoryHiddenAction = actorAction(ZSetCategoryHidden, setCategoryHidden);

export const reorderCategoriesAction = actorAction(ZReorderCategories, reorderCategories);
