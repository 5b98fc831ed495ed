import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The `set` of an upsert of one language's texts (`texts`: property → column): the texts and status sent;
 * a text sent back unchanged stays as it was (the engine's is redone when the primary text changes), an
 * edited one becomes the owner's, its source stamped once the primary text of the same save is written.
 */
export function ownerTextsSet<K extends string>(
  own: { machine: PgColumn; sources: PgColumn },
  texts: Record<K, PgColumn>,
): Record<K | "status" | "machine" | "error" | "sources", SQL> {
  const columns = Object.entries(texts) as [K, PgColumn][];
  const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);
  const unchanged = columns.map(([, column]) => sql`${column} = ${excluded(column)}`);
  const kept = (column: PgColumn) =>
    sql`coalesce(${own.sources} -> ${column.name}, jsonb_build_object('by', case when ${own.machine} then 'machine' else 'owner' end, 'from', null))`;
  const sources = columns.map(
    ([, column]) => sql`${column.name}::text, case when ${column} = ${excluded(column)} then ${kept(column)} else '{"by":"owner","from":null}'::jsonb end`,
  );
  return {
    ...(Object.fromEntries(columns.map(([key, column]) => [key, excluded(column)])) as Record<K, SQL>),
    status: sql`excluded.status`,
    machine: sql`${own.machine} and ${sql.join(unchanged, sql` and `)}`,
    error: sql`null`,
    sources: sql`jsonb_build_object(${sql.join(sources, sql`, `)})`,
  };
}
