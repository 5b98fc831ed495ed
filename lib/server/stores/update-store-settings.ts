import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { isUnderDomain } from "../../domain/contact-formats";
import { env, menuDomain } from "../../env";
import type { StoreSettings } from "../../schemas/store-settings";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { findStoreImages } from "../uploads/find-store-images";
import { changedFields, settingsColumns, toSettingsValues } from "./store-settings-fields";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

type Store = { id: number; companyId: number };

function assertNotServiceDomain(domain: string | null) {
  const config = env();
  if (domain && (isUnderDomain(domain, config.ROOT_DOMAIN) || isUnderDomain(domain, menuDomain(config)))) {
    throw new DomainError("serviceDomain", "customDomain");
  }
}

/** Only a domain another store proved it controls is taken: an unproven claim reserves nothing. */
async function assertDomainFree(db: Db, store: Store, domain: string | null) {
  if (!domain) return;
  const verified = and(eq(stores.customDomain, domain), eq(stores.customDomainStatus, "verified"), ne(stores.id, store.id));
  const [other] = await db.select({ id: stores.id }).from(stores).where(verified).limit(1);
  if (other) throw new DomainError("domainTaken", "customDomain");
}

/** A new domain starts unproven: nothing is routed to it until its record is checked. */
const NEW_CLAIM = { customDomainStatus: "pending", customDomainFailure: null, customDomainCheckedAt: null, customDomainVerifiedAt: null, customDomainFailingSince: null } as const;

async function assertOwnLogos(db: Db, store: Store, values: { logoLightId: number | null; logoDarkId: number | null }) {
  const found = new Set((await findStoreImages(db, store, [values.logoLightId, values.logoDarkId])).map((image) => image.id));
  for (const field of ["logoLightId", "logoDarkId"] as const) {
    const id = values[field];
    if (id !== null && !found.has(id)) throw new DomainError("notFound", field);
  }
}

/**
 * Saves the store settings page. The save carries the version its editor loaded: a newer version in
 * the database means someone saved in between, and nothing is overwritten (`staleVersion`).
 */
export const updateStoreSettings = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: StoreSettings): Promise<{ version: number }> => {
  const { store } = ctx;
  const values = toSettingsValues(input);
  assertNotServiceDomain(values.customDomain);
  return inTransaction(ctx, async (tx) => {
    const current = and(eq(stores.id, store.id), eq(stores.version, input.version));
    const before = assertFresh(await tx.db.select(settingsColumns).from(stores).where(current).for("update"));
    await assertOwnLogos(tx.db, store, values);
    await assertDomainFree(tx.db, store, values.customDomain);
    const updated = await tx.db
      .update(stores)
      .set({ ...values, ...(before.customDomain === values.customDomain ? {} : NEW_CLAIM), version: sql`${stores.version} + 1`, updatedAt: ctx.clock.now() })
      .where(current)
      .returning({ version: stores.version });
    const { version } = assertFresh(updated);
    const diff = changedFields(before, values);
    await recordStoreAction(tx, store, { event: "update", objectType: "setting", objectId: store.id, ...diff });
    return { version };
  });
});
