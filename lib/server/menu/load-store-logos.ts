import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { toMenuImage } from "./menu-image";
import type { MenuImage } from "../../domain/menu-tree";

export interface StoreLogos {
  light: MenuImage | null;
  dark: MenuImage | null;
}

const light = alias(uploads, "logo_light");
const dark = alias(uploads, "logo_dark");

/** The store's logos for light and dark themes, in one query. */
export async function loadStoreLogos(db: Db, storeId: number): Promise<StoreLogos> {
  const [row] = await db
    .select({
      light: { width: light.width, height: light.height, variants: light.variants },
      dark: { width: dark.width, height: dark.height, variants: dark.variants },
    })
    .from(stores)
    .leftJoin(light, eq(light.id, stores.logoLightId))
    .leftJoin(dark, eq(dark.id, stores.logoDarkId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return {
    light: row?.light ? toMenuImage(row.light) : null,
    dark: row?.dark ? toMenuImage(row.dark) : null,
  };
}
