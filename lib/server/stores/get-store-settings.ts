import "server-only";
import { eq } from "drizzle-orm";
import { stores, storeSettings } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { canAccessStore } from "../../domain/permissions";
import type { Actor } from "../auth/actor";

/** SPEC §7 GET /api/store-settings: the settings of a store the actor manages, with the user's own flags. */
export async function getStoreSettings(db: Db, actor: Actor, storeId: number) {
  const [row] = await db
    .select({
      id: storeSettings.id,
      storeId: storeSettings.storeId,
      companyId: stores.companyId,
      showPrices: storeSettings.showPrices,
      ageGateEnabled: storeSettings.ageGateEnabled,
    })
    .from(storeSettings)
    .innerJoin(stores, eq(stores.id, storeSettings.storeId))
    .where(eq(storeSettings.storeId, storeId))
    .limit(1);
  if (!row || !canAccessStore(actor, { id: row.storeId, companyId: row.companyId })) return null;
  return {
    id: row.id,
    store_id: row.storeId,
    show_prices: row.showPrices,
    age_gate_enabled: row.ageGateEnabled,
    ui_locale: actor.uiLocale,
    setup_welcome_message: actor.setupWelcomeMessage,
  };
}
