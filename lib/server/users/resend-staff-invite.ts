import "server-only";
import type { Db } from "../../db/types";
import type { StaffTarget } from "../../schemas/staff";
import { issueToken } from "../auth/tokens";
import { DomainError } from "../context";
import type { StaffInvite } from "./create-staff-user";
import { lockStaffTarget } from "./staff-rules";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

/** A fresh invitation link for a manager who has not confirmed their e-mail yet. */
export const resendStaffInvite = companyFunction(async (ctx: CompanyContext, input: StaffTarget): Promise<StaffInvite> => {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const target = await lockStaffTarget(tx, input.companyId, input.userId);
    if (target.emailConfirmedAt) throw new DomainError("alreadyConfirmed");
    const token = await issueToken(tx, { userId: target.id, companyId: input.companyId, purpose: "reset_password", now: ctx.clock.now() });
    return { userId: target.id, email: target.email, firstName: target.firstName, locale: target.uiLocale, token };
  });
});
