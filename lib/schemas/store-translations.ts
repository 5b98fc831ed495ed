import { z } from "zod";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zId } from "./id";
import { zText } from "./text";

const text = (max: number, multiline = false) => zText({ multiline }).pipe(z.string().max(max, { error: `maxLength:${max}` }));

/** A venue's own texts in one of its languages besides the primary one; phone labels keyed by the phone number. */
export const ZStoreTranslation = z.object({
  locale: z.enum(CONTENT_LOCALES, { error: "invalidValue" }),
  description: text(2000, true),
  address: text(300),
  menuInfo: text(2000, true),
  phoneLabels: z.record(zText().pipe(z.string().max(40, { error: "invalidValue" })), text(100)),
});

export const ZStoreTranslations = z.object({
  storeId: zId(),
  translations: z.array(ZStoreTranslation).max(CONTENT_LOCALES.length),
});

export type StoreTranslationsInput = z.input<typeof ZStoreTranslations>;
export type StoreTranslations = z.infer<typeof ZStoreTranslations>;
