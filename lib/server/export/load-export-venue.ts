import "server-only";
import { and, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import type { ExportVenue } from "../../export/menu-document";
import type { TextLocales } from "../../i18n/text-fallback";
import { NotFoundError } from "../context";
import { loadVenueTranslations, venueTexts } from "../menu/venue-texts";
import { printVariant } from "./print-variant";

/** Width of the logo variant to print. */
const LOGO_WIDTH = 480;

export interface ExportStore {
  venue: ExportVenue;
  currency: string;
  locales: TextLocales;
}

/** The venue's header of a printed menu in `locale`, its currency and languages. The caller has checked the actor may see `storeId`. */
export async function loadExportVenue(db: Db, storeId: number, locale: string): Promise<ExportStore> {
  const [store] = await db
    .select({
      id: stores.id,
      name: stores.name,
      urlKey: stores.urlKey,
      address: stores.address,
      description: stores.description,
      menuInfo: stores.menuInfo,
      phones: stores.phones,
      workingHours: stores.workingHours,
      currency: stores.currency,
      primaryLocale: stores.primaryLocale,
      contentLocales: stores.contentLocales,
      logo: uploads.variants,
    })
    .from(stores)
    .leftJoin(uploads, and(eq(uploads.id, stores.logoLightId), eq(uploads.storeId, stores.id)))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw new NotFoundError();
  const texts = venueTexts(store, await loadVenueTranslations(db, store), locale);
  return {
    currency: store.currency,
    locales: { primaryLocale: store.primaryLocale, contentLocales: store.contentLocales },
    venue: {
      name: store.name,
      urlKey: store.urlKey,
      address: texts.address,
      description: texts.description,
      menuInfo: texts.menuInfo,
      workingHours: store.workingHours,
      phones: texts.phones,
      logoKey: printVariant(store.logo, LOGO_WIDTH),
      logo: null,
    },
  };
}
