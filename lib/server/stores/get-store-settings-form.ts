import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { StoreSettingsInput } from "../../schemas/store-settings";
import { NotFoundError, type StoreContext } from "../context";
import { findStoreImages, type StoreImage } from "../uploads/find-store-images";
import { settingsColumns, toSettingsInput } from "./store-settings-fields";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";

export interface StoreSettingsForm {
  values: StoreSettingsInput;
  logoLight: StoreImage | null;
  logoDark: StoreImage | null;
}

/** The store settings page's values, with the version a save must carry, for a store the actor manages. */
export const getStoreSettingsForm = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<StoreSettingsForm> => {
  const { store } = ctx;
  const [row] = await ctx.db
    .select({ ...settingsColumns, version: stores.version })
    .from(stores)
    .where(eq(stores.id, store.id))
    .limit(1);
  if (!row) throw new NotFoundError();
  const { version, ...values } = row;
  const images = await findStoreImages(ctx.db, store, [values.logoLightId, values.logoDarkId]);
  const image = (id: number | null) => images.find((entry) => entry.id === id) ?? null;
  return { values: toSettingsInput(store.id, version, values), logoLight: image(values.logoLightId), logoDark: image(values.logoDarkId) };
});
