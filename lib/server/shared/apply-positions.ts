import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";

/**
 * Rewrites positions of many sibling rows in one statement. `scope` must restrict the rows to the
 * store (and parent) that were checked, so no other tenant's row can ever be touched.
 */
export async function applyPositions(db: Db, table: "categories" | "items", scope: SQL, moves: { id: number; position: number }[]) {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((move) => sql`(${move.id}::integer, ${move.position}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${sql.identifier(table)} as t set position = v.position from (values ${values}) as v(id, position) where t.id = v.id and ${scope}`,
  );
}
