import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authTokens } from "../../db/schema/auth";
import type { Db } from "../../db/types";
import { systemClock } from "../context";

export type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
  login: 5 * 60_000,
};

export const hashToken = (raw: string) => createHash("sha256").update(raw).digest("hex");

/** Issues a random single-use token; only its hash is stored. */
export async function issueToken(
  db: Db,
  input: { userId: number; companyId?: number | null; purpose: TokenPurpose; newEmail?: string; now?: Date },
): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  const now = input.now ?? systemClock.now();
  await db.insert(authTokens).values({
    userId: input.userId,
    companyId: input.companyId ?? null,
    purpose: input.purpose,
    tokenHash: hashToken(raw),
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return raw;
}

/** Uses a token up: the row when it was valid, unused and unexpired, else null. */
export async function consumeToken(db: Db, raw: string, purpose: TokenPurpose, now = systemClock.now()) {
  if (!raw || raw.length > 200) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Checks a token without using it (to show a form before the final submit). */
export async function peekToken(db: Db, raw: string, purpose: TokenPurpose, now = systemClock.now()) {
  if (!raw || raw.length > 200) return null;
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(raw)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
