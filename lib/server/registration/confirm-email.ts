import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { consumeToken, issueToken } from "../auth/tokens";
import { systemClock } from "../context";

/** Uses a confirmation token once: confirms the e-mail and returns a one-time login token, or null. */
export async function confirmEmail(db: Db, rawToken: string, now = systemClock.now()): Promise<{ userId: number; loginToken: string } | null> {
  return db.transaction(async (tx) => {
    const token = await consumeToken(tx, rawToken, "confirm_email", now);
    if (!token) return null;
    await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, token.userId), isNull(users.emailConfirmedAt)));
    const loginToken = await issueToken(tx, { userId: token.userId, purpose: "login", now });
    return { userId: token.userId, loginToken };
  });
}
