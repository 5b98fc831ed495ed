import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/types";
import { statementChunks } from "../../db/statement-chunks";
import type { TextStatus, TranslatableType } from "../../domain/translations/entity-status";
import type { FieldSources } from "../../domain/translations/field-sources";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/** The columns every texts table has besides its reference and text fields. */
interface SharedColumns {
  companyId: PgColumn;
  locale: PgColumn;
  status: PgColumn;
  machine: PgColumn;
  error: PgColumn;
  sources: PgColumn;
}

/** One language's text of an entity, its text fields by name. */
export interface TextRow {
  locale: string;
  machine: boolean;
  status: TextStatus;
  sources: FieldSources;
  fields: Record<string, string>;
}

/**
 * The per-language texts of one translatable type, handled alike whatever the type: read them, mark
 * a language queued for the engine, set the status of the engine's language, write the engine's text.
 * Every call is scoped to the entity's company.
 */
export function textRows(type: TranslatableType) {
  const source = TRANSLATABLE_TABLES[type];
  const table: PgTable = source.texts;
  const columns = source.texts as unknown as SharedColumns & Record<string, PgColumn>;
  const fields: readonly string[] = source.fields;
  const main = fields[0]!;
  const of = (id: number, companyId: number) => and(eq(source.ref, id), eq(columns.companyId, companyId));
  const ofLocale = (id: number, companyId: number, locale: string) => and(of(id, companyId), eq(columns.locale, locale));
  return {
    fields,
    main,
    async read(db: Db, id: number, companyId: number): Promise<TextRow[]> {
      return (await this.readEach(db, [id], companyId)).get(id) ?? [];
    },
    /** The texts of several entities of the company, by entity id (an entity without texts is left out). */
    async readEach(db: Db, ids: readonly number[], companyId: number): Promise<Map<number, TextRow[]>> {
      const found = new Map<number, TextRow[]>();
      if (ids.length === 0) return found;
      const rows = await db
        .select({ id: source.ref, locale: columns.locale, machine: columns.machine, status: columns.status, sources: columns.sources, ...Object.fromEntries(fields.map((field) => [field, columns[field]!])) })
        .from(table)
        .where(and(inArray(source.ref, [...ids]), eq(columns.companyId, companyId)));
      for (const row of rows) {
        const list = found.get(row.id as number) ?? [];
        list.push({
          locale: row.locale as string,
          machine: row.machine as boolean,
          status: row.status as TextStatus,
          sources: row.sources as FieldSources,
          fields: Object.fromEntries(fields.map((field) => [field, (row as Record<string, unknown>)[field] as string])),
        });
        found.set(row.id as number, list);
      }
      return found;
    },
    /**
     * Marks a language queued: a new row without text yet, or the existing one keeping its text until the
     * engine's arrives; `replace` hands a text written by hand over to the engine (the owner asked for it).
     */
    async queue(db: Db, id: number, companyId: number, locale: string, { replace = false } = {}): Promise<void> {
      await this.queueEach(db, companyId, [{ id, locale }], { replace });
    },
    /** Marks languages of several entities queued, as `queue` does, a statement per thousand; each entity and language once. */
    async queueEach(db: Db, companyId: number, entries: readonly { id: number; locale: string }[], { replace = false } = {}): Promise<void> {
      for (const chunk of statementChunks(entries)) {
        await db
          .insert(table)
          .values(chunk.map(({ id, locale }) => ({ [source.refKey]: id, companyId, locale, [main]: "", status: "queued", machine: true })))
          .onConflictDoUpdate({ target: [source.ref, columns.locale], set: { status: "queued", error: null, ...(replace ? { machine: true, sources: {} } : {}) } });
      }
    },
    /** Sets the status of a language the engine works on. */
    async mark(db: Db, id: number, companyId: number, locale: string, values: { status: TextStatus; error?: string }): Promise<void> {
      await db.update(table).set(values).where(ofLocale(id, companyId, locale));
    },
    /** Records the primary text each field of several entities' languages was made from, in one statement. */
    async stampEach(db: Db, companyId: number, stamps: readonly { id: number; locale: string; sources: FieldSources }[]): Promise<void> {
      if (stamps.length === 0) return;
      const values = sql.join(
        stamps.map((stamp) => sql`(${stamp.id}::integer, ${stamp.locale}::text, ${JSON.stringify(stamp.sources)}::jsonb)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${table} set ${sql.identifier(columns.sources.name)} = v.sources from (values ${values}) as v(id, locale, sources) where ${source.ref} = v.id and ${columns.locale} = v.locale and ${columns.companyId} = ${companyId}`,
      );
    },
    /** Records the primary text each field of a language was made from; with `seen`, only while its sources are still those (false otherwise). */
    async stamp(db: Db, id: number, companyId: number, locale: string, sources: FieldSources, seen?: FieldSources): Promise<boolean> {
      const unchanged = seen === undefined ? undefined : sql`${columns.sources} = ${JSON.stringify(seen)}::jsonb`;
      const updated = await db
        .update(table)
        .set({ sources })
        .where(and(ofLocale(id, companyId, locale), unchanged))
        .returning({ locale: columns.locale });
      return updated.length > 0;
    },
    /**
     * Writes the engine's texts of some fields of a language with their sources, provided the language's
     * sources are still `seen` (nobody wrote it meanwhile); false when they changed.
     */
    async writeMachine(db: Db, id: number, companyId: number, locale: string, write: { texts: Record<string, string>; sources: FieldSources; machine: boolean; seen: FieldSources | null }): Promise<boolean> {
      const values = { ...write.texts, sources: write.sources, machine: write.machine, status: "done", error: null };
      if (write.seen === null) {
        const inserted = await db
          .insert(table)
          .values({ [source.refKey]: id, companyId, locale, [main]: "", ...values })
          .onConflictDoNothing()
          .returning({ locale: columns.locale });
        return inserted.length > 0;
      }
      const updated = await db
        .update(table)
        .set(values)
        .where(and(ofLocale(id, companyId, locale), sql`${columns.sources} = ${JSON.stringify(write.seen)}::jsonb`))
        .returning({ locale: columns.locale });
      return updated.length > 0;
    },
  };
}
