import "server-only";
import type { Db } from "../../db/types";
import { env } from "../../env";
import { needsMachineText } from "../../domain/translations/machine-texts";
import type { TranslatableType } from "../../domain/translations/entity-status";
import type { ContentLocale } from "../../i18n/locales";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { Clock } from "../context";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import type { ScopedStore } from "../tenancy/scoped-store";
import { textRows } from "./text-rows";
import { TRANSLATE_TEXT_JOB, type TranslateTextPayload } from "./translate-text-job";

/** The languages a store offers that its plan (translating into `translationLocales`) translates into, besides the primary one. */
export const targetsOf = (store: Pick<ScopedStore, "primaryLocale" | "contentLocales">, translationLocales: readonly string[]): string[] =>
  store.contentLocales.filter((locale) => locale !== store.primaryLocale && translationLocales.includes(locale));

/** The languages a store's texts are translated into now. */
export async function translationTargets(tx: Db, clock: Clock, store: ScopedStore): Promise<string[]> {
  const { state } = await settleSubscriptions({ db: tx, clock }, store.id);
  return targetsOf(store, state.translationLocales);
}

/**
 * After a product's, category's or promotion's texts were saved in `tx`: queues a machine translation
 * into every target language with no text of the owner's, either missing or the engine's own when the
 * primary text changed. Nothing is queued while no translation engine is connected.
 */
export async function queueTranslations(tx: Db, clock: Clock, store: ScopedStore, type: TranslatableType, id: number, primaryChanged: boolean): Promise<void> {
  if (env().TRANSLATION_PROVIDER === "none") return;
  const targets = await translationTargets(tx, clock, store);
  if (targets.length === 0) return;
  const texts = textRows(type);
  const rows = await texts.read(tx, id, store.companyId);
  for (const locale of targets) {
    const row = rows.find((entry) => entry.locale === locale);
    if (!needsMachineText(row && { machine: row.machine, main: row.fields[texts.main]! }, primaryChanged)) continue;
    await texts.queue(tx, id, store.companyId, locale);
    const payload: TranslateTextPayload = { type, id, locale: locale as ContentLocale };
    await enqueueJob(tx, TRANSLATE_TEXT_JOB, payload, { dedupeKey: `${type}:${id}:${locale}`, companyId: store.companyId, storeId: store.id });
  }
}
