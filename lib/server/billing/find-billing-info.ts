import "server-only";
import { eq } from "drizzle-orm";
import { billingInfo } from "../../db/schema/billing";
import type { Db } from "../../db/types";

export type BillingInfoRow = typeof billingInfo.$inferSelect;

/** A company's billing details, unscoped: callers check the actor's access to the company first. */
export async function unsafeFindBillingInfo(db: Db, companyId: number): Promise<BillingInfoRow | null> {
  const [row] = await db.select().from(billingInfo).where(eq(billingInfo.companyId, companyId)).limit(1);
  return row ?? null;
}
