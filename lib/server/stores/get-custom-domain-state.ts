import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { type CustomDomainState, ZCustomDomainState } from "../../schemas/custom-domain";
import { DOMAIN_GRACE_MS, proofRecordName, proofRecordValue } from "../../sites/domain-proof";
import { NotFoundError, type StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";

/** The store's own domain as its settings page shows it: the proof record to publish and the last check's outcome. */
export const getCustomDomainState = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<CustomDomainState> => {
  const [row] = await ctx.db
    .select({
      domain: stores.customDomain,
      enabled: stores.customDomainEnabled,
      token: stores.customDomainToken,
      status: stores.customDomainStatus,
      failure: stores.customDomainFailure,
      checkedAt: stores.customDomainCheckedAt,
      verifiedAt: stores.customDomainVerifiedAt,
      failingSince: stores.customDomainFailingSince,
    })
    .from(stores)
    .where(eq(stores.id, ctx.store.id))
    .limit(1);
  if (!row) throw new NotFoundError();
  const { token, failingSince, ...state } = row;
  return ZCustomDomainState.parse({
    ...state,
    recordName: state.domain === null ? null : proofRecordName(state.domain),
    recordValue: proofRecordValue(token),
    routedUntil: failingSince === null ? null : new Date(failingSince.getTime() + DOMAIN_GRACE_MS),
  });
});
