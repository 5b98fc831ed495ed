import "server-only";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";

/** E-mail addresses compare case-insensitively, like the unique index on lower(email). */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, uiLocale: users.uiLocale, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}
