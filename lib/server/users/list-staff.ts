import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import type { Role } from "../../domain/permissions";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

export interface StaffMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  storeId: number | null;
  storeName: string | null;
  confirmed: boolean;
}

/** The company's users, administrators first, then company managers, then store managers. */
export const listStaff = companyFunction(async (ctx: CompanyContext, input: { companyId: number }): Promise<StaffMember[]> => {
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      storeId: users.storeId,
      storeName: stores.name,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .leftJoin(stores, and(eq(stores.id, users.storeId), eq(stores.companyId, input.companyId)))
    .where(eq(users.companyId, input.companyId))
    .orderBy(asc(users.role), asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(({ confirmedAt, ...row }) => ({ ...row, confirmed: confirmedAt !== null }));
});
