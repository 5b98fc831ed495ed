import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { CustomDomainState } from "../../schemas/custom-domain";
import { DOMAIN_CHECKS_PER_STORE } from "../../sites/domain-proof";
import { takeRateLimit } from "../auth/rate-limit";
import { DomainError, type StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { unsafeCheckDomainClaim } from "./check-domain-claim";
import { getCustomDomainState } from "./get-custom-domain-state";

/** "Check now": looks the store's proof record up at once (a few times per window per store) and answers the new state. */
export const checkCustomDomain = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext): Promise<CustomDomainState> => {
  const [claim] = await ctx.db
    .select({ domain: stores.customDomain, token: stores.customDomainToken })
    .from(stores)
    .where(eq(stores.id, ctx.store.id))
    .limit(1);
  if (!claim?.domain) throw new DomainError("required", "customDomain");
  if (!(await takeRateLimit(ctx.db, `domain-check:${ctx.store.id}`, DOMAIN_CHECKS_PER_STORE, ctx.clock.now()))) throw new DomainError("rateLimited");
  await unsafeCheckDomainClaim(ctx.db, { storeId: ctx.store.id, domain: claim.domain, token: claim.token }, ctx.clock.now());
  return getCustomDomainState.run(ctx, ctx.store.id);
});
