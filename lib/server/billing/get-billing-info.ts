import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";
import { type BillingInfoDto, billingInfoDto } from "./billing-info-dto";
import { unsafeFindBillingInfo } from "./find-billing-info";

/** The billing details of the store's company, or null before they are filled in. */
export async function getBillingInfo(ctx: ServerContext, storeId: number): Promise<BillingInfoDto | null> {
  const store = await requireStoreAccess(ctx, storeId);
  const row = await unsafeFindBillingInfo(ctx.db, store.companyId);
  return row ? billingInfoDto(row) : null;
}
