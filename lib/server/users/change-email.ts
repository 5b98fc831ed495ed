import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { users } from "../../db/schema/users";
import type { ZChangeEmail } from "../../schemas/auth";
import { consumeToken, issueToken } from "../auth/tokens";
import { DomainError, type ServerContext, systemClock } from "../context";
import { verifyPassword } from "../../passwords";
import type { Db } from "../../db/types";
import { takeAddressCheck } from "./take-address-check";

async function emailTaken(db: Db, email: string, exceptUserId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Starts an e-mail change: nothing changes until the new address is confirmed. Returns the token to mail,
 * or null when the address belongs to another account (whose owner gets a note; the caller answers alike).
 * Rate limited per user, so nobody can probe which addresses have accounts.
 */
export async function requestEmailChange(ctx: ServerContext, input: z.infer<typeof ZChangeEmail>): Promise<string | null> {
  await takeAddressCheck(ctx.db, ctx.actor.userId, ctx.clock.now());
  const [user] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.actor.userId));
  if (!user || !(await verifyPassword(user.hash, input.currentPassword).catch(() => false))) {
    throw new DomainError("wrongPassword", "currentPassword");
  }
  if (await emailTaken(ctx.db, input.email, ctx.actor.userId)) return null;
  return issueToken(ctx.db, {
    userId: ctx.actor.userId,
    companyId: ctx.actor.companyId,
    purpose: "change_email",
    newEmail: input.email.toLowerCase(),
    now: ctx.clock.now(),
  });
}

/** Applies a confirmed e-mail change; false when the link is unknown, used or expired. */
export async function confirmEmailChange(db: Db, rawToken: string, now = systemClock.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const token = await consumeToken(tx as unknown as Db, rawToken, "change_email", now);
    if (!token?.newEmail) return false;
    if (await emailTaken(tx as unknown as Db, token.newEmail, token.userId)) throw new DomainError("emailExists", "email");
    await tx.update(users).set({ email: token.newEmail, emailConfirmedAt: now }).where(eq(users.id, token.userId));
    return true;
  });
}
