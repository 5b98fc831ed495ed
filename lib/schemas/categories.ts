import { z } from "zod";
import { CATEGORY_ICONS } from "../domain/category-icons";
import { MENU_SECTIONS } from "../domain/menu-sections";
import { NAME_MAX, zFlags, zId, zLocale, zLocalizedText, zVersion } from "./menu-common";

export const zCategoryFields = {
  names: z.partialRecord(zLocale, zLocalizedText(NAME_MAX)),
  icon: z.enum(CATEGORY_ICONS).nullable(),
  iconUploadId: zId().nullable(),
  ...zFlags,
};

export const ZCategoryForm = z.object(zCategoryFields);
export type CategoryForm = z.infer<typeof ZCategoryForm>;

/** The form's schema for one store: its primary content language's name is required. */
export const categoryFormFor = (primaryLocale: string) =>
  ZCategoryForm.superRefine((value, ctx) => {
    if (!value.names[primaryLocale as keyof typeof value.names]) {
      ctx.addIssue({ code: "custom", path: ["names", primaryLocale], message: "required" });
    }
  });

const target = { storeId: zId(), categoryId: zId(), version: zVersion() };

export const ZCreateCategory = z.object({
  storeId: zId(),
  section: z.enum(MENU_SECTIONS),
  parentId: zId().nullable(),
  ...zCategoryFields,
});
export type CreateCategory = z.infer<typeof ZCreateCategory>;

export const ZUpdateCategory = z.object({ ...target, ...zCategoryFields });
export type UpdateCategory = z.infer<typeof ZUpdateCategory>;

export const ZCategoryTarget = z.object(target);
export type CategoryTarget = z.infer<typeof ZCategoryTarget>;

export const ZSetCategoryHidden = z.object({ ...target, hidden: z.boolean() });
export type SetCategoryHidden = z.infer<typeof ZSetCategoryHidden>;

export const ZReorderCategories = z.object({
  storeId: zId(),
  section: z.enum(MENU_SECTIONS),
  parentId: zId().nullable(),
  ids: z.array(zId()).max(1000),
});
export type ReorderCategories = z.infer<typeof ZReorderCategories>;
