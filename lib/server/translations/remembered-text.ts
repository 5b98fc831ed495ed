import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { itemTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/**
 * Translation memory: the engine's text of `field` in `locale` already made, in any store of the
 * company, from the primary text with hash `from`; null when there is none yet.
 */
export async function rememberedText(db: Db, type: TranslatableType, companyId: number, locale: string, field: string, from: string): Promise<string | null> {
  const texts = TRANSLATABLE_TABLES[type].texts as typeof itemTranslations;
  const column = (texts as unknown as Record<string, PgColumn>)[field]!;
  const [row] = await db
    .select({ text: column })
    .from(texts)
    .where(
      and(
        eq(texts.companyId, companyId),
        eq(texts.locale, locale),
        ne(column, ""),
        sql`${texts.sources} -> ${field} ->> 'from' = ${from}`,
        sql`${texts.sources} -> ${field} ->> 'by' = 'machine'`,
      ),
    )
    .limit(1);
  return (row?.text as string | undefined) ?? null;
}
