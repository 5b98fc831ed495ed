import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { authTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { clearRateLimit } from "../auth/rate-limit";
import { consumeToken } from "../auth/tokens";
import { DomainError, systemClock } from "../context";
import { hashPassword } from "../../passwords";

/**
 * Uses a reset token once and stores the new password. `password_changed_at` ends every session
 * of the user issued before now; the user's other reset links stop working too. Setting a password
 * through the mailed link also confirms the e-mail (invited managers, lost confirmation links).
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, now = systemClock.now()): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, input.token, "reset_password", now);
    if (!token) throw new DomainError("resetExpired");
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, token.userId), eq(authTokens.purpose, "reset_password"), isNull(authTokens.usedAt)));
    const [row] = await tx
      .update(users)
      // The link proves the mailbox is theirs: it also confirms an invited or unconfirmed e-mail.
      .set({ passwordHash, passwordChangedAt: now, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
      .where(eq(users.id, token.userId))
      .returning({ id: users.id, email: users.email });
    return row!;
  });
  await clearRateLimit(db, `sign-in:account:${user.email.toLowerCase()}`);
  return { userId: user.id };
}
