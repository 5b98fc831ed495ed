import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { type Actor, actorOf } from "@/lib/server/auth/actor";
import type { ServerContext } from "@/lib/server/context";

/** The actor a signed-in user would be, read from the database like the session code does. */
export async function actorFor(db: Db, email: string, jti = `jti-${email}`): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return actorOf(user, jti);
}

export const contextFor = (db: Db, actor: Actor, now = new Date()): ServerContext => ({ db, actor, clock: { now: () => now } });
