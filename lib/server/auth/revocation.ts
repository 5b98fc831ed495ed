import "server-only";
import { and, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import { revokedSessions } from "../../db/schema/auth";
import type { Db } from "../../db/types";
import { systemClock } from "../context";

export async function revokeSession(db: Db, jti: string, userId: number | null, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ jti, userId, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, systemClock.now()));
}

export async function isSessionRevoked(db: Db, jti: string): Promise<boolean> {
  const rows = await db.select({ jti: revokedSessions.jti }).from(revokedSessions).where(revokedNow(jti)).limit(1);
  return rows.length > 0;
}

/** `isSessionRevoked` as a column of another query (the session's user read with it in one round trip). */
export function sessionRevokedColumn(db: Db, jti: string): SQL<boolean> {
  return sql<boolean>`exists (${db.select({ jti: revokedSessions.jti }).from(revokedSessions).where(revokedNow(jti))})`;
}

function revokedNow(jti: string) {
  return and(eq(revokedSessions.jti, jti), gt(revokedSessions.expiresAt, systemClock.now()));
}
