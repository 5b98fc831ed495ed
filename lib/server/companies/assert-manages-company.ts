import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import type { Db } from "../../db/types";
import { canManageCompany } from "../../domain/permissions";
import { NotFoundError, type ServerContext } from "../context";

/** Deny by default: administrators manage any company, company managers only their own, nobody else any. */
export function assertManagesCompany(ctx: ServerContext, companyId: number): void {
  if (!canManageCompany(ctx.actor, companyId)) throw new NotFoundError();
}

/** Locks the company row for the rest of the transaction; a missing company is not found. */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  const rows = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
  if (rows.length === 0) throw new NotFoundError();
}
