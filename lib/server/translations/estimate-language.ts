import "server-only";
import type { LanguageOfStore } from "../../schemas/translations";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { checkTarget } from "./check-target";
import { missingTexts } from "./missing-texts";

/** What translating everything missing or outdated in one language would send to the engine. */
export interface LanguageEstimate {
  /** products, categories and promotions to translate */
  entries: number;
  /** texts sent to the engine */
  texts: number;
  /** characters sent to the engine */
  characters: number;
  /** characters the translation memory gives without the engine */
  savedCharacters: number;
}

const characters = (text: string) => [...text].length;

/** The estimate the owner sees before translating everything missing or outdated in a language. */
export const estimateLanguage = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: LanguageOfStore): Promise<LanguageEstimate> => {
  await checkTarget(ctx.db, ctx.clock, ctx.store, input.locale);
  const missing = await missingTexts(ctx.db, ctx.store, input.locale);
  const fields = missing.flatMap((entry) => entry.fields);
  const sent = fields.filter((field) => !field.remembered);
  return {
    entries: missing.length,
    texts: sent.length,
    characters: sent.reduce((sum, field) => sum + characters(field.text), 0),
    savedCharacters: fields.filter((field) => field.remembered).reduce((sum, field) => sum + characters(field.text), 0),
  };
});
