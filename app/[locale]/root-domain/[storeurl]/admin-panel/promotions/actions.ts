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
import { actorAction } from "@/lib/server/auth/action";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";
import { deletePromotionCategory } from "@/lib/server/promotions/delete-promotion-category";
import { reorderPromotionCategories } from "@/lib/server/promotions/reorder-promotion-categories";
import { reorderPromotions } from "@/lib/server/promotions/reorder-promotions";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { updatePromotionCategory } from "@/lib/server/promotions/update-promotion-category";

export const createPromotionCategoryAction = actorAction(ZCreatePromotionCategory, createPromotionCategory);
export const updatePromotionCategoryAction = actorAction(ZUpdatePromotionCategory, updatePromotionCategory);
export const deletePromotionCategoryAction = actorAction(ZVersionedTarget, deletePromotionCategory);
export const reorderPromotionCategoriesAction = actorAction(ZReorderPromotionCategories, reorderPromotionCategories);

export const createPromotionAction = actorAction(ZCreatePromotion, createPromotion);
export const updatePromotionAction = actorAction(ZUpdatePromotion, updatePromotion);
export const deletePromotionAction = actorAction(ZVersionedTarget, deletePromotion);
export const reorderPromotionsAction = actorAction(ZReorderPromotions, reorderPromotions);
