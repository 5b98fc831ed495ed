import "server-only";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { type BillingInfoDto, billingInfoDto } from "./billing-info-dto";
import { unsafeFindBillingInfo } from "./find-billing-info";

/** The billing details of the store's company, or null before they are filled in. */
export const getBillingInfo = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<BillingInfoDto | null> => {
  const row = await unsafeFindBillingInfo(ctx.db, ctx.store.companyId);
  return row ? billingInfoDto(row) : null;
});
