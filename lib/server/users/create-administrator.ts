import "server-only";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { type CreateAdministrator, ZCreateAdministrator } from "../../schemas/staff";
import { hashPassword } from "../../passwords";
import { systemClock } from "../context";

export interface AdministratorResult {
  userId: number;
  created: boolean;
}

/**
 * Creates a platform administrator with a confirmed e-mail, or promotes the existing user with
 * that e-mail (their password is replaced and their older sessions end). Throws a ZodError on bad input.
 */
export async function createAdministrator(db: Db, raw: CreateAdministrator, now = systemClock.now()): Promise<AdministratorResult> {
  const input = ZCreateAdministrator.parse(raw);
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for("update");
    if (existing) {
      await tx
        .update(users)
        .set({
          role: "administrator",
          storeId: null,
          passwordHash,
          passwordChangedAt: now,
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
          ...(input.firstName ? { firstName: input.firstName } : {}),
          ...(input.lastName ? { lastName: input.lastName } : {}),
        })
        .where(eq(users.id, existing.id));
      return { userId: existing.id, created: false };
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role: "administrator",
        firstName: input.firstName ?? "",
        lastName: input.lastName ?? "",
        emailConfirmedAt: now,
      })
      .returning({ id: users.id });
    return { userId: user!.id, created: true };
  });
}
