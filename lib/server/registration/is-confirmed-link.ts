import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { authTokens } from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { hashToken } from "../auth/tokens";

/** Whether a confirmation link was already used and its account's e-mail is confirmed: opened again, it says so. */
export async function isConfirmedLink(db: Db, rawToken: string): Promise<boolean> {
  if (!rawToken || rawToken.length > 200) return false;
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(rawToken)),
        eq(authTokens.purpose, "confirm_email"),
        isNotNull(authTokens.usedAt),
        isNotNull(users.emailConfirmedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
