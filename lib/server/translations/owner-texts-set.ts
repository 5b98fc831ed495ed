import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The `set` of an upsert of one language's texts (`texts`: property → column): the texts and status sent;
 * a text sent back unchanged stays the engine's (it is redone when the primary text changes), an edited
 * one becomes the owner's.
 */
export function ownerTextsSet<K extends string>(machine: PgColumn, texts: Record<K, PgColumn>): Record<K | "status" | "machine" | "error", SQL> {
  const columns = Object.entries(texts) as [K, PgColumn][];
  const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);
  const unchanged = columns.map(([, column]) => sql`${column} = ${excluded(column)}`);
  return {
    ...(Object.fromEntries(columns.map(([key, column]) => [key, excluded(column)])) as Record<K, SQL>),
    status: sql`excluded.status`,
    machine: sql`${machine} and ${sql.join(unchanged, sql` and `)}`,
    error: sql`null`,
  };
}
