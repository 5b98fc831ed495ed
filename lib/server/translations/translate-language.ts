import "server-only";
import { handedOverSources } from "../../domain/translations/field-sources";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { TranslateLanguage } from "../../schemas/translations";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { entityInStore, STORE_OF_ENTITY } from "./store-of-entity";
import { textRows } from "./text-rows";
import { TRANSLATE_TEXT_JOB, type TranslateTextPayload } from "./translate-text-job";
import { checkTarget } from "./check-target";

/**
 * The owner's "translate now" / "retranslate": queues the engine for one language of a product,
 * category or promotion, the language (or only its `field`) becoming the engine's even when it was
 * written by hand. Refused while no engine is connected, for a language the store's plan does not
 * translate into, and for a field whose language was written meanwhile.
 */
export const translateLanguage = storeFunction(STORE_OF_ENTITY, async (ctx: StoreContext, input: TranslateLanguage): Promise<{ queued: true }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    await entityInStore(tx.db, store, input.type, input.id);
    await checkTarget(tx.db, ctx.clock, store, input.locale);
    const texts = textRows(input.type);
    if (input.field === undefined) {
      await texts.queue(tx.db, input.id, store.companyId, input.locale, { replace: true });
    } else {
      if (!texts.fields.includes(input.field)) throw new NotFoundError();
      const target = (await texts.read(tx.db, input.id, store.companyId)).find((row) => row.locale === input.locale);
      if (!target) throw new NotFoundError();
      const sources = handedOverSources(target, texts.fields, input.field);
      if (!(await texts.stamp(tx.db, input.id, store.companyId, input.locale, sources, target.sources))) throw new DomainError("staleVersion");
      await texts.queue(tx.db, input.id, store.companyId, input.locale);
      await recordStoreAction(tx, store, {
        event: "update",
        objectType: "translation",
        objectId: input.id,
        before: { type: input.type, locale: input.locale, sources: target.sources },
        after: { type: input.type, locale: input.locale, sources },
      });
    }
    const payload: TranslateTextPayload = { type: input.type, id: input.id, locale: input.locale, fresh: true };
    await enqueueJob(tx.db, TRANSLATE_TEXT_JOB, payload, { dedupeKey: `${input.type}:${input.id}:${input.locale}`, companyId: store.companyId, storeId: store.id });
    return { queued: true };
  });
});
