import "server-only";
import type { Db } from "../../db/types";
import { env } from "../../env";
import { fieldNeedsEngine } from "../../domain/translations/field-sources";
import type { TranslatableType } from "../../domain/translations/entity-status";
import type { ContentLocale } from "../../i18n/locales";
import { enqueueJobs } from "../../jobs/enqueue-jobs";
import type { Clock } from "../context";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import type { ScopedStore } from "../tenancy/scoped-store";
import { primaryOrigins } from "../../translation/source-hash";
import { stampOwnerTexts } from "./stamp-owner-texts";
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
 * After products', categories' or promotions' texts were saved in `tx` (one id or several): stamps the texts the owner
 * wrote, then queues a machine translation into every target language with a field of the engine's
 * to write, missing or made from another primary text. An owner's text whose primary text changed is
 * left as it is, outdated. Nothing is queued while no translation engine is connected.
 */
export async function queueTranslations(tx: Db, clock: Clock, store: ScopedStore, type: TranslatableType, which: number | readonly number[]): Promise<void> {
  const ids = typeof which === "number" ? [which] : which;
  const stamped = await stampOwnerTexts(tx, type, ids, store.companyId, store.primaryLocale);
  if (env().TRANSLATION_PROVIDER === "none") return;
  const texts = textRows(type);
  let targets: string[] | undefined;
  const queued: { id: number; locale: string }[] = [];
  for (const id of new Set(ids)) {
    const rows = stamped.get(id) ?? [];
    const primary = rows.find((row) => row.locale === store.primaryLocale);
    if (!primary) continue;
    targets ??= await translationTargets(tx, clock, store);
    const origins = primaryOrigins(texts.fields, primary.fields);
    for (const locale of targets) {
      const row = rows.find((entry) => entry.locale === locale);
      if (texts.fields.some((field) => fieldNeedsEngine(row, field, origins[field]!.text, origins[field]!.from))) queued.push({ id, locale });
    }
  }
  await texts.queueEach(tx, store.companyId, queued);
  await enqueueJobs(
    tx,
    TRANSLATE_TEXT_JOB,
    queued.map(({ id, locale }) => ({
      payload: { type, id, locale: locale as ContentLocale } satisfies TranslateTextPayload,
      options: { dedupeKey: `${type}:${id}:${locale}`, companyId: store.companyId, storeId: store.id },
    })),
  );
}
