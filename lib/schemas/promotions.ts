import { z } from "zod";
import { CONTENT_LOCALES, type ContentLocale } from "../i18n/locales";
import { zId } from "./id";
import { zText } from "./text";

export const NAME_MAX = 100;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const SEVERAL_GET_MAX = 500;

const zVersion = zId;
const zLimitedText = (max: number, multiline = false) => zText({ multiline }).max(max, { error: `maxLength:${max}` });
const zLocale = z.enum(CONTENT_LOCALES);

export const ZNames = z.partialRecord(zLocale, zLimitedText(NAME_MAX));
export type Names = z.infer<typeof ZNames>;

export const ZPromotionTexts = z
  .partialRecord(zLocale, z.object({ title: zLimitedText(TITLE_MAX), description: zLimitedText(DESCRIPTION_MAX, true) }))
  .superRefine((texts, ctx) => {
    for (const [locale, text] of Object.entries(texts)) {
      if (text && !text.title && text.description) ctx.addIssue({ code: "custom", path: [locale, "title"], message: "required" });
    }
  });
export type PromotionTexts = z.infer<typeof ZPromotionTexts>;

export const ZPromotionCategoryForm = z.object({ names: ZNames });
export type PromotionCategoryForm = z.infer<typeof ZPromotionCategoryForm>;

/** The form schema with the store's primary content language required. */
export const promotionCategoryFormFor = (primary: ContentLocale) =>
  ZPromotionCategoryForm.superRefine((form, ctx) => {
    if (!form.names[primary]) ctx.addIssue({ code: "custom", path: ["names", primary], message: "required" });
  });

export const ZCreatePromotionCategory = ZPromotionCategoryForm.extend({ storeId: zId() });
export type CreatePromotionCategory = z.infer<typeof ZCreatePromotionCategory>;

export const ZUpdatePromotionCategory = z.object({
  id: zId(),
  version: zVersion(),
  names: ZNames.optional(),
  hidden: z.boolean().optional(),
});
export type UpdatePromotionCategory = z.infer<typeof ZUpdatePromotionCategory>;

export const ZVersionedTarget = z.object({ id: zId(), version: zVersion() });
export type VersionedTarget = z.infer<typeof ZVersionedTarget>;

export const ZReorderPromotionCategories = z.object({ storeId: zId(), ids: z.array(zId()).min(1).max(SEVERAL_GET_MAX) });
export type ReorderPromotionCategories = z.infer<typeof ZReorderPromotionCategories>;

export const ZPromotionForm = z.object({ texts: ZPromotionTexts, bannerId: zId().nullable(), hidden: z.boolean() });
export type PromotionForm = z.infer<typeof ZPromotionForm>;

export const promotionFormFor = (primary: ContentLocale) =>
  ZPromotionForm.superRefine((form, ctx) => {
    if (!form.texts[primary]?.title) ctx.addIssue({ code: "custom", path: ["texts", primary, "title"], message: "required" });
  });

export const ZCreatePromotion = ZPromotionForm.extend({ categoryId: zId() });
export type CreatePromotion = z.infer<typeof ZCreatePromotion>;

export const ZUpdatePromotion = z.object({
  id: zId(),
  version: zVersion(),
  texts: ZPromotionTexts.optional(),
  bannerId: zId().nullable().optional(),
  hidden: z.boolean().optional(),
});
export type UpdatePromotion = z.infer<typeof ZUpdatePromotion>;

export const ZReorderPromotions = z.object({ categoryId: zId(), ids: z.array(zId()).min(1).max(SEVERAL_GET_MAX) });
export type ReorderPromotions = z.infer<typeof ZReorderPromotions>;

export const ZSeveralGetPromotions = z.object({ ids: z.array(zId()).max(SEVERAL_GET_MAX) });
export type SeveralGetPromotions = z.infer<typeof ZSeveralGetPromotions>;
