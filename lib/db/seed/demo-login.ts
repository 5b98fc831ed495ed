import { eq, sql } from "drizzle-orm";
import { verifyPassword } from "../../passwords";
import { users } from "../schema/users";
import type { Db } from "../types";
import type { DemoOwner } from "./demo";

/** True while the demo owner's account exists and still opens with the configured default password. */
export async function demoOwnerHasDefaultPassword(db: Db, owner: DemoOwner): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, owner.email.trim().toLowerCase()))
    .limit(1);
  return user ? verifyPassword(user.passwordHash, owner.password).catch(() => false) : false;
}
