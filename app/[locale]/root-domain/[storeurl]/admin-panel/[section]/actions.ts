"use server";

import { ZCategoryTarget, ZCreateCategory, ZReorderCategories, ZSetCategoryHidden, ZUpdateCategory } from "@/lib/schemas/categories";
import { actorAction } from "@/lib/server/auth/action";
import { createCategory } from "@/lib/server/categories/create-category";
import { deleteCategory } from "@/lib/server/categories/delete-category";
import { reorderCategories } from "@/lib/server/categories/reorder-categories";
import { setCategoryHidden } from "@/lib/server/categories/set-category-hidden";
import { updateCategory } from "@/lib/server/categories/update-category";

export const addCategory = actorAction(ZCreateCategory, createCategory);

export const editCategory = actorAction(ZUpdateCategory, updateCategory);

export const removeCategory = actorAction(ZCategoryTarget, deleteCategory);

export const setCategoryVisibility = actorAction(ZSetCategoryHidden, setCategoryHidden);

export const sortCategories = actorAction(ZReorderCategories, reorderCategories);
