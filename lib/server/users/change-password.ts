import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema/users";
import type { ZChangePassword } from "../../schemas/auth";
import { revokeSession } from "../auth/revocation";
import { DomainError, type ServerContext } from "../context";
import { hashPassword, verifyPassword } from "../../passwords";

const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** Changes the actor's password: the old one is required; every session of the user ends. */
export async function changePassword(ctx: ServerContext, input: z.infer<typeof ZChangePassword>) {
  const [user] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.actor.userId));
  if (!user || !(await verifyPassword(user.hash, input.currentPassword).catch(() => false))) {
    throw new DomainError("wrongPassword", "currentPassword");
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: ctx.clock.now() })
    .where(eq(users.id, ctx.actor.userId));
  await revokeSession(ctx.db, ctx.actor.jti, ctx.actor.userId, new Date(ctx.clock.now().getTime() + SESSION_MAX_MS));
}
