import "server-only";
import { and, eq } from "drizzle-orm";
import { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { env } from "../../env";
import type { ContentLocale } from "../../i18n/locales";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { Clock } from "../context";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import type { ScopedStore } from "../tenancy/scoped-store";
import { TRANSLATE_TEXT_JOB, type TranslateTextPayload } from "./translate-text-job";

/** The languages a store's texts are translated into now: those it offers that its plan translates into, besides the primary one. */
export async function translationTargets(tx: Db, clock: Clock, store: ScopedStore): Promise<string[]> {
  const { state } = await settleSubscriptions({ db: tx, clock }, store.id);
  return store.contentLocales.filter((locale) => locale !== store.primaryLocale && state.translationLocales.includes(locale));
}

/**
 * After an item's texts were saved in `tx`: queues a machine translation into every target language
 * with no text of the owner's, either missing or the engine's own when the primary text changed.
 * Nothing is queued while no translation engine is connected.
 */
export async function queueItemTranslations(tx: Db, clock: Clock, store: ScopedStore, itemId: number, primaryChanged: boolean): Promise<void> {
  if (env().TRANSLATION_PROVIDER === "none") return;
  const targets = await translationTargets(tx, clock, store);
  if (targets.length === 0) return;
  const rows = await tx
    .select({ locale: itemTranslations.locale, machine: itemTranslations.machine, title: itemTranslations.title })
    .from(itemTranslations)
    .where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.companyId, store.companyId)));
  for (const locale of targets) {
    const row = rows.find((entry) => entry.locale === locale);
    const owners = row && !row.machine && row.title !== "";
    if (owners || (row && row.title !== "" && !primaryChanged)) continue;
    await tx
      .insert(itemTranslations)
      .values({ itemId, companyId: store.companyId, locale, title: row?.title ?? "", status: "queued", machine: true })
      .onConflictDoUpdate({ target: [itemTranslations.itemId, itemTranslations.locale], set: { status: "queued", error: null } });
    const payload: TranslateTextPayload = { type: "Product", id: itemId, locale: locale as ContentLocale };
    await enqueueJob(tx, TRANSLATE_TEXT_JOB, payload, { dedupeKey: `Product:${itemId}:${locale}`, companyId: store.companyId, storeId: store.id });
  }
}
