import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { revokedSessions } from "../../db/schema/auth";
import type { Db } from "../../db/types";
import { systemClock } from "../context";

export async function revokeSession(db: Db, jti: string, userId: number | null, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ jti, userId, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, systemClock.now()));
}

export async function isSessionRevoked(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedSessions.jti })
    .from(revokedSessions)
    .where(and(eq(revokedSessions.jti, jti), gt(revokedSessions.expiresAt, systemClock.now())))
    .limit(1);
  return rows.length > 0;
}
