import "server-only";
import { and, eq } from "drizzle-orm";
import { env } from "../../env";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { TranslateLanguage } from "../../schemas/translations";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { entityOf, STORE_OF_ENTITY } from "./store-of-entity";
import { textRows } from "./text-rows";
import { TRANSLATE_TEXT_JOB, type TranslateTextPayload } from "./translate-text-job";
import { translationTargets } from "./queue-translations";

/**
 * The owner's "translate now" / "retranslate": queues the engine for one language of a product,
 * category or promotion, the language becoming the engine's even when it was written by hand. Refused
 * while no engine is connected and for a language the store's plan does not translate into.
 */
export const translateLanguage = storeFunction(STORE_OF_ENTITY, async (ctx: StoreContext, input: TranslateLanguage): Promise<{ queued: true }> => {
  const { store } = ctx;
  const entity = entityOf(input.type);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ id: entity.id })
      .from(entity)
      .where(and(eq(entity.id, input.id), eq(entity.storeId, store.id), eq(entity.companyId, store.companyId)));
    if (!row) throw new NotFoundError();
    if (env().TRANSLATION_PROVIDER === "none") throw new DomainError("translationEngineMissing");
    const targets = await translationTargets(tx.db, ctx.clock, store);
    if (!targets.includes(input.locale)) throw new DomainError("translationLocaleNotInPlan");
    await textRows(input.type).queue(tx.db, input.id, store.companyId, input.locale, { replace: true });
    const payload: TranslateTextPayload = { type: input.type, id: input.id, locale: input.locale, fresh: true };
    await enqueueJob(tx.db, TRANSLATE_TEXT_JOB, payload, { dedupeKey: `${input.type}:${input.id}:${input.locale}`, companyId: store.companyId, storeId: store.id });
    return { queued: true };
  });
});
