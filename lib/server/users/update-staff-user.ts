import "server-only";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import type { UpdateStaff } from "../../schemas/staff";
import { DomainError } from "../context";
import { recordAction } from "../history/record-action";
import { assertStoreHasRoom, lockStaffTarget } from "./staff-rules";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

/** Changes a manager's names, role and store; an unconfirmed user must confirm their e-mail first. */
export const updateStaffUser = companyFunction(async (ctx: CompanyContext, input: UpdateStaff): Promise<void> => {
  const storeId = input.role === "store_manager" ? input.storeId : null;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const target = await lockStaffTarget(tx, input.companyId, input.userId);
    if (!target.emailConfirmedAt) throw new DomainError("confirmEmail");
    if (target.id === ctx.actor.userId && (target.role !== input.role || target.storeId !== storeId)) {
      throw new DomainError("ownRole", "role");
    }
    if (storeId !== null) await assertStoreHasRoom(tx, input.companyId, storeId, target.id);
    await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, role: input.role, storeId })
      .where(eq(users.id, target.id));
    await recordAction(tx, ctx, {
      companyId: input.companyId,
      storeId,
      event: "update",
      objectType: "user",
      objectId: target.id,
      before: { firstName: target.firstName, lastName: target.lastName, role: target.role, storeId: target.storeId },
      after: { firstName: input.firstName, lastName: input.lastName, role: input.role, storeId },
    });
  });
});
