import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { items } from "../../db/schema/menu";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { TRANSLATABLE_TYPES } from "../../domain/translations/entity-status";
import { fieldNeedsEngine, fieldSource } from "../../domain/translations/field-sources";
import { engineTexts } from "../../domain/translations/machine-texts";
import { CONTENT_LOCALES, type ContentLocale } from "../../i18n/locales";
import { PermanentJobError, type JobHandler } from "../../jobs/job-worker";
import { createTranslationProvider } from "../../translation/create-provider";
import { isTranslationError } from "../../translation/errors";
import { translateTexts, type TextOutcome } from "../../translation/translate-texts";
import type { TranslationProvider } from "../../translation/types";
import { unsafeStoreTextRules } from "../abbreviations/unsafe-store-text-rules";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";
import { TRANSLATABLE_TABLES } from "./translatable-tables";
import { primaryOrigins } from "../../translation/source-hash";
import { rememberedText } from "./remembered-text";
import { textRows } from "./text-rows";

export const TRANSLATE_TEXT_JOB = "translation.text";

/** `fresh`: the owner asked for a new translation, so the translation memory is not used. */
const ZPayload = z.object({ type: z.enum(TRANSLATABLE_TYPES), id: z.number().int().positive(), locale: z.enum(CONTENT_LOCALES), fresh: z.boolean().optional() });
export type TranslateTextPayload = z.infer<typeof ZPayload>;

/** The entity's company, store and the store's primary language; every translatable entity is store-owned alike. */
async function ownerOf(db: Db, payload: TranslateTextPayload) {
  const entity = TRANSLATABLE_TABLES[payload.type].entity as typeof items;
  const [row] = await db
    .select({ companyId: entity.companyId, storeId: entity.storeId, primaryLocale: stores.primaryLocale })
    .from(entity)
    .innerJoin(stores, eq(stores.id, entity.storeId))
    .where(eq(entity.id, payload.id));
  return row;
}

/**
 * Translates the fields of one product's, category's or promotion's language that are the engine's
 * (missing, or made from another primary text) with the store's abbreviation map; the owner's fields
 * are left alone. The guest pages refresh when it is done.
 */
export function translateTextJob(provider: () => TranslationProvider = () => createTranslationProvider()): JobHandler {
  return async (raw, { db, job }) => {
    const parsed = ZPayload.safeParse(raw);
    if (!parsed.success) throw new PermanentJobError("bad translation payload");
    const payload = parsed.data;
    const owner = await ownerOf(db, payload);
    if (!owner) throw new PermanentJobError(`the ${payload.type} was deleted`);
    const texts = textRows(payload.type);
    const rows = await texts.read(db, payload.id, owner.companyId);
    const source = rows.find((row) => row.locale === owner.primaryLocale);
    const target = rows.find((row) => row.locale === payload.locale);
    if (!source) return { skipped: "no primary text" };
    const origins = primaryOrigins(texts.fields, source.fields);
    const wanted = texts.fields.filter((field) => fieldNeedsEngine(target, field, origins[field]!.text, origins[field]!.from));
    if (wanted.length === 0) {
      if (target && target.status !== "done") await texts.mark(db, payload.id, owner.companyId, payload.locale, { status: "done" });
      return { skipped: "written by hand" };
    }
    await texts.mark(db, payload.id, owner.companyId, payload.locale, { status: "in_progress" });
    // An identical primary text the engine already translated into this language, in any store of the company, is reused.
    const remembered: Record<string, string> = {};
    for (const field of wanted) {
      const text = source.fields[field] && !payload.fresh ? await rememberedText(db, payload.type, owner.companyId, payload.locale, field, origins[field]!.from) : null;
      if (text !== null) remembered[field] = text;
    }
    const request = engineTexts(
      wanted.filter((field) => !(field in remembered)),
      source.fields,
    );
    // A failure another attempt may fix leaves the language queued (with the reason); the last one marks it failed.
    const fail = async (error: unknown): Promise<never> => {
      const retry = (!isTranslationError(error) || error.retryable) && job.attempts < job.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await texts.mark(db, payload.id, owner.companyId, payload.locale, { status: retry ? "queued" : "error", error: message.slice(0, 500) });
      throw retry ? error : new PermanentJobError(message);
    };
    const rules = await unsafeStoreTextRules(db, owner.storeId);
    let outcomes: TextOutcome[] = [];
    const engine = request.texts.length > 0 ? provider() : null;
    try {
      if (engine) outcomes = await translateTexts(engine, { texts: request.texts, from: owner.primaryLocale as ContentLocale, to: payload.locale, rules });
    } catch (error) {
      return fail(error);
    }
    const failed = outcomes.find((outcome) => !outcome.ok);
    if (failed && !failed.ok) await fail(failed.error);
    const translated = { ...request.fill(outcomes.map((outcome) => (outcome.ok ? outcome.text : ""))), ...remembered };
    const sources = Object.fromEntries(
      texts.fields.map((field) => [field, wanted.includes(field) ? { by: "machine" as const, ...origins[field]! } : fieldSource(target!, field)]),
    );
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The owner changed the primary text meanwhile (the language is queued again, this job holding its key): another attempt translates the new one.
      const current = (await texts.read(tx, payload.id, owner.companyId)).find((row) => row.locale === owner.primaryLocale);
      if (JSON.stringify(current?.fields) !== JSON.stringify(source.fields)) throw new Error("the primary text changed while it was being translated");
      const machine = Object.values(sources).every((entry) => entry.by === "machine");
      const written = await texts.writeMachine(tx, payload.id, owner.companyId, payload.locale, { texts: translated, sources, machine, seen: target?.sources ?? null });
      // The owner saved this language meanwhile: another attempt looks again at what is still the engine's.
      if (!written) throw new Error("the language was written while it was being translated");
      // A form opened on the entity before this write saves against an older version: it is refused, not stored over the engine's text.
      const entity = TRANSLATABLE_TABLES[payload.type].entity as typeof items;
      await tx.update(entity).set({ version: sql`${entity.version} + 1` }).where(eq(entity.id, payload.id));
      await notifyMenuChanged(tx, owner.storeId);
    });
    const characters = (list: readonly string[]) => list.reduce((sum, text) => sum + [...text].length, 0);
    return {
      translated: payload.locale,
      // the engine the characters went to, for the console's usage per provider
      provider: engine?.name ?? null,
      sentCharacters: characters(request.texts),
      savedCharacters: characters(Object.keys(remembered).map((field) => source.fields[field] ?? "")),
    };
  };
}
