import "server-only";
import type { ServerContext } from "../context";
import { resolveStore } from "../tenancy/scoped-store";
import { type BillingInfoDto, billingInfoDto } from "./billing-info-dto";
import { unsafeFindBillingInfo } from "./find-billing-info";

/** The billing details of the store's company, or null before they are filled in. */
export async function getBillingInfo(ctx: ServerContext, storeId: number): Promise<BillingInfoDto | null> {
  const store = await resolveStore(ctx.db, ctx.actor, storeId, "store");
  const row = await unsafeFindBillingInfo(ctx.db, store.companyId);
  return row ? billingInfoDto(row) : null;
}
