"use server";

import {
  ZCreatePromotion,
  ZCreatePromotionCategory,
  ZReorderPromotionCategories,
  ZReorderPromotions,
  ZUpdatePromotion,
  ZUpdatePromotionCategory,
  ZVersionedTarget,
} from "@/lib/schemas/promotions";
import { storeAction } from "@/lib/server/auth/action";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";
import { deletePromotionCategory } from "@/lib/server/promotions/delete-promotion-category";
import { reorderPromotionCategories } from "@/lib/server/promotions/reorder-promotion-categories";
import { reorderPromotions } from "@/lib/server/promotions/reorder-promotions";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { updatePromotionCategory } from "@/lib/server/promotions/update-promotion-category";

export const createPromotionCategoryAction = storeAction(ZCreatePromotionCategory, createPromotionCategory);
export const updatePromotionCategoryAction = storeAction(ZUpdatePromotionCategory, updatePromotionCategory);
export const deletePromotionCategoryAction = storeAction(ZVersionedTarget, deletePromotionCategory);
export const reorderPromotionCategoriesAction = storeAction(ZReorderPromotionCategories, reorderPromotionCategories);

export const createPromotionAction = storeAction(ZCreatePromotion, createPromotion);
export const updatePromotionAction = storeAction(ZUpdatePromotion, updatePromotion);
export const deletePromotionAction = storeAction(ZVersionedTarget, deletePromotion);
export const reorderPromotionsAction = storeAction(ZReorderPromotions, reorderPromotions);
