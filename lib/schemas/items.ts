import { z } from "zod";
import { portionIssues, WEIGHT_UNITS } from "../domain/portion-rules";
import { DESCRIPTION_MAX, TITLE_MAX, zFlags, zId, zLocale, zLocalizedText, zVersion } from "./menu-common";
import { zText } from "./text";
import { zDietary } from "./dietary";

export const MAX_PORTIONS = 20;

export const zPortion = z
  .object({
    id: zId().optional(),
    weight: zText().max(20, { error: "invalidValue" }),
    unit: z.enum(WEIGHT_UNITS, { error: "invalidValue" }),
    price: zText().max(20, { error: "invalidValue" }),
  })
  .superRefine((value, ctx) => {
    for (const issue of portionIssues(value)) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
  });
export type PortionInput = z.infer<typeof zPortion>;

export const zItemText = z.object({
  title: zLocalizedText(TITLE_MAX),
  description: zText({ multiline: true }).max(DESCRIPTION_MAX, { error: `maxLength:${DESCRIPTION_MAX}` }),
});

export const zItemFields = {
  texts: z.partialRecord(zLocale, zItemText),
  photoId: zId().nullable(),
  /** left out: none for a new item, unchanged for an existing one */
  dietary: zDietary.optional(),
  portions: z.array(zPortion).min(1, { error: "priceAndWeightRequired" }).max(MAX_PORTIONS, { error: `maxLength:${MAX_PORTIONS}` }),
  ...zFlags,
};

export const ZItemForm = z.object(zItemFields);
export type ItemForm = z.infer<typeof ZItemForm>;

/** The form's schema for one store: a title in its primary content language is required. */
export const itemFormFor = (primaryLocale: string) =>
  ZItemForm.superRefine((value, ctx) => {
    if (!value.texts[primaryLocale as keyof typeof value.texts]?.title) {
      ctx.addIssue({ code: "custom", path: ["texts", primaryLocale, "title"], message: "required" });
    }
  });

const target = { storeId: zId(), itemId: zId(), version: zVersion() };

export const ZCreateItem = z.object({ storeId: zId(), categoryId: zId(), ...zItemFields });
export type CreateItem = z.infer<typeof ZCreateItem>;

export const ZUpdateItem = z.object({ ...target, ...zItemFields });
export type UpdateItem = z.infer<typeof ZUpdateItem>;

export const ZItemTarget = z.object(target);
export type ItemTarget = z.infer<typeof ZItemTarget>;

export const ZSetItemHidden = z.object({ ...target, hidden: z.boolean() });
export type SetItemHidden = z.infer<typeof ZSetItemHidden>;

export const ZReorderItems = z.object({ storeId: zId(), categoryId: zId(), ids: z.array(zId()).max(1000) });
export type ReorderItems = z.infer<typeof ZReorderItems>;

/** "Sold out today" for a whole item, or for one of its portions. */
export const ZSetItemSoldOut = z.object({ storeId: zId(), itemId: zId(), portionId: zId().optional(), soldOut: z.boolean() });
export type SetItemSoldOut = z.infer<typeof ZSetItemSoldOut>;

/** A category of a store whose items are read (the guests' view of them in the admin). */
export const ZItemsOfCategory = z.object({ storeId: zId(), categoryId: zId() });
export type ItemsOfCategory = z.infer<typeof ZItemsOfCategory>;

/** One item of a store, read for its edit form. */
export const ZItemRef = z.object({ storeId: zId(), itemId: zId() });
export type ItemRef = z.infer<typeof ZItemRef>;
