import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { items, itemTranslations } from "../../db/schema/menu";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { CONTENT_LOCALES, type ContentLocale } from "../../i18n/locales";
import { PermanentJobError, type JobHandler } from "../../jobs/job-worker";
import { createTranslationProvider } from "../../translation/create-provider";
import { translateTexts } from "../../translation/translate-texts";
import type { TranslationProvider } from "../../translation/types";
import { unsafeStoreTextRules } from "../abbreviations/unsafe-store-text-rules";
import { notifyMenuChanged } from "../subscriptions/notify-menu-changed";

export const TRANSLATE_TEXT_JOB = "translation.text";

const ZPayload = z.object({ type: z.literal("Product"), id: z.number().int().positive(), locale: z.enum(CONTENT_LOCALES) });
export type TranslateTextPayload = z.infer<typeof ZPayload>;

async function setStatus(db: Db, payload: TranslateTextPayload, companyId: number, values: Partial<typeof itemTranslations.$inferInsert>) {
  await db
    .update(itemTranslations)
    .set(values)
    .where(and(eq(itemTranslations.itemId, payload.id), eq(itemTranslations.locale, payload.locale), eq(itemTranslations.companyId, companyId), eq(itemTranslations.machine, true)));
}

/**
 * Translates one item's title and description into one language with the store's abbreviation map,
 * unless the owner wrote that language by hand meanwhile; the guest pages refresh when it is done.
 */
export function translateTextJob(provider: () => TranslationProvider = () => createTranslationProvider()): JobHandler {
  return async (raw, { db }) => {
    const parsed = ZPayload.safeParse(raw);
    if (!parsed.success) throw new PermanentJobError("bad translation payload");
    const payload = parsed.data;
    const [item] = await db
      .select({ companyId: items.companyId, storeId: items.storeId, primaryLocale: stores.primaryLocale })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(eq(items.id, payload.id));
    if (!item) throw new PermanentJobError("the item was deleted");
    const texts = await db.select().from(itemTranslations).where(and(eq(itemTranslations.itemId, payload.id), eq(itemTranslations.companyId, item.companyId)));
    const source = texts.find((row) => row.locale === item.primaryLocale);
    const target = texts.find((row) => row.locale === payload.locale);
    if (!source || (target && !target.machine && target.title !== "")) return { skipped: "written by hand" };
    await setStatus(db, payload, item.companyId, { status: "in_progress" });
    const outcomes = await translateTexts(provider(), {
      texts: source.description ? [source.title, source.description] : [source.title],
      from: item.primaryLocale as ContentLocale,
      to: payload.locale,
      rules: await unsafeStoreTextRules(db, item.storeId),
    });
    const failed = outcomes.find((outcome) => !outcome.ok);
    if (failed && !failed.ok) {
      await setStatus(db, payload, item.companyId, { status: "error", error: failed.error.message.slice(0, 500) });
      if (failed.error.retryable) throw failed.error;
      throw new PermanentJobError(failed.error.message);
    }
    const [title, description = ""] = outcomes.map((outcome) => (outcome.ok ? outcome.text : ""));
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx
        .insert(itemTranslations)
        .values({ itemId: payload.id, companyId: item.companyId, locale: payload.locale, title: title!, description, status: "done", machine: true })
        .onConflictDoUpdate({
          target: [itemTranslations.itemId, itemTranslations.locale],
          set: { title: title!, description, status: "done", machine: true, error: null },
          setWhere: eq(itemTranslations.machine, true),
        });
      await notifyMenuChanged(tx, item.storeId);
    });
    return { translated: payload.locale };
  };
}
