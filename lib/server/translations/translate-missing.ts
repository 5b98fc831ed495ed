import "server-only";
import { handedOverSources } from "../../domain/translations/field-sources";
import type { ContentLocale } from "../../i18n/locales";
import { enqueueJob } from "../../jobs/enqueue-job";
import { BULK_JOBS_MAX, type LanguageOfStore } from "../../schemas/translations";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { checkTarget } from "./check-target";
import { missingTexts } from "./missing-texts";
import { textRows } from "./text-rows";
import { TRANSLATE_TEXT_JOB, type TranslateTextPayload } from "./translate-text-job";

/**
 * The owner's "translate everything missing or outdated" for one language: every product, category and
 * promotion with such a field is queued for the engine, the owner's outdated or empty fields handed
 * over to it; identical texts come from the translation memory. A language written meanwhile is left
 * as it is.
 */
export const translateMissing = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: LanguageOfStore): Promise<{ queued: number; jobs: number[] }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    await checkTarget(tx.db, ctx.clock, store, input.locale);
    const queuedJobs: number[] = [];
    for (const entry of await missingTexts(tx.db, store, input.locale)) {
      const texts = textRows(entry.type);
      const handed = entry.fields.filter((field) => field.handOver).map((field) => field.field);
      if (handed.length > 0 && entry.sources !== null) {
        const sources = handed.reduce((current, field) => handedOverSources({ machine: entry.machine, sources: current }, texts.fields, field), entry.sources);
        if (!(await texts.stamp(tx.db, entry.id, store.companyId, input.locale, sources, entry.sources))) continue;
      }
      await texts.queue(tx.db, entry.id, store.companyId, input.locale);
      const payload: TranslateTextPayload = { type: entry.type, id: entry.id, locale: input.locale as ContentLocale };
      const job = await enqueueJob(tx.db, TRANSLATE_TEXT_JOB, payload, { dedupeKey: `${entry.type}:${entry.id}:${input.locale}`, companyId: store.companyId, storeId: store.id });
      queuedJobs.push(job.id);
    }
    const queued = queuedJobs.length;
    if (queued > 0) await recordStoreAction(tx, store, { event: "update", objectType: "translation", objectId: store.id, after: { locale: input.locale, queued } });
    return { queued, jobs: queuedJobs.slice(0, BULK_JOBS_MAX) };
  });
});
