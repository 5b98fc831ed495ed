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

export const addPromotionCategory = actorAction(ZCreatePromotionCategory, createPromotionCategory);
export const editPromotionCategory = actorAction(ZUpdatePromotionCategory, updatePromotionCategory);
export const removePromotionCategory = actorAction(ZVersionedTarget, deletePromotionCategory);
export const sortPromotionCategories = actorAction(ZReorderPromotionCategories, reorderPromotionCategories);

export const addPromotion = actorAction(ZCreatePromotion, createPromotion);
export const editPromotion = actorAction(ZUpdatePromotion, updatePromotion);
export const removePromotion = actorAction(ZVersionedTarget, deletePromotion);
export const sortPromotions = actorAction(ZReorderPromotions, reorderPromotions);
