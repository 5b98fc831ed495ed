import "server-only";
import { randomBytes } from "node:crypto";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import type { CreateStaff } from "../../schemas/staff";
import { issueToken } from "../auth/tokens";
import { lockCompany } from "../companies/assert-manages-company";
import { uniqueViolation } from "../shared/unique-violation";
import { recordAction } from "../history/record-action";
import { hashPassword } from "../../passwords";
import { assertStoreHasRoom, isEmailTaken } from "./staff-rules";
import { takeAddressCheck } from "./take-address-check";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

export interface StaffInvite {
  userId: number;
  email: string;
  firstName: string;
  locale: string;
  token: string;
}

/**
 * Adds a manager to the company: unconfirmed, with an unusable random password, and a token
 * for the invitation link with which they set their password (and so confirm their e-mail).
 * Null when the address already has an account: the caller answers as for an invitation and the
 * address's owner gets a note, so nobody can probe which addresses have accounts (rate limited too).
 */
export const createStaffUser = companyFunction(async (ctx: CompanyContext, input: CreateStaff): Promise<StaffInvite | null> => {
  const email = input.email.trim().toLowerCase();
  await takeAddressCheck(ctx.db, ctx.actor.userId, ctx.clock.now());
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const storeId = input.role === "store_manager" ? input.storeId : null;
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockCompany(tx, input.companyId);
      if (storeId !== null) await assertStoreHasRoom(tx, input.companyId, storeId);
      if (await isEmailTaken(tx, email)) return null;
      const [user] = await tx
        .insert(users)
        .values({
          companyId: input.companyId,
          storeId,
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          uiLocale: input.locale,
          emailConfirmedAt: null,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      await recordAction(tx, ctx, {
        companyId: input.companyId,
        storeId,
        event: "create",
        objectType: "user",
        objectId: userId,
        after: { email, firstName: input.firstName, lastName: input.lastName, role: input.role, storeId },
      });
      const token = await issueToken(tx, { userId, companyId: input.companyId, purpose: "reset_password", now: ctx.clock.now() });
      return { userId, email, firstName: input.firstName, locale: input.locale, token };
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return null;
    throw error;
  }
});
