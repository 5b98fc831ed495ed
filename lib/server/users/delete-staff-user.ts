import "server-only";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import type { StaffTarget } from "../../schemas/staff";
import { DomainError } from "../context";
import { recordAction } from "../history/record-action";
import { lockStaffTarget } from "./staff-rules";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

/** Removes a manager from the company; nobody deletes themselves. */
export const deleteStaffUser = companyFunction(async (ctx: CompanyContext, input: StaffTarget): Promise<void> => {
  if (input.userId === ctx.actor.userId) throw new DomainError("deleteSelf");
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const target = await lockStaffTarget(tx, input.companyId, input.userId);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAction(tx, ctx, {
      companyId: input.companyId,
      storeId: target.storeId,
      event: "destroy",
      objectType: "user",
      objectId: target.id,
      before: { email: target.email, firstName: target.firstName, lastName: target.lastName, role: target.role, storeId: target.storeId },
    });
  });
});
