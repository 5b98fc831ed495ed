import "server-only";
import type { Db } from "../../db/types";
import type { MenuSection } from "../../domain/menu-sections";
import { documentFromMenu } from "./document-from-menu";
import type { MenuDocument } from "../../export/menu-document";
import type { ContentLocale } from "../../i18n/locales";
import { loadPublicMenu } from "../menu/load-public-menu";
import { loadExportVenue } from "./load-export-venue";

export interface MenuDocumentOptions {
  locale: ContentLocale;
  /** sections to include, in the menu's own order; all when left out */
  sections?: readonly MenuSection[];
  includeHidden: boolean;
  withPhotos: boolean;
}

/**
 * A store's menu in one language for print or a spreadsheet, loaded as the guest page loads it
 * (texts along the same fallback order), with hidden items and photos' storage keys when asked for.
 * The caller has checked the actor may see `storeId`.
 */
export async function loadExportDocument(db: Db, storeId: number, options: MenuDocumentOptions): Promise<MenuDocument> {
  const { venue, currency, locales } = await loadExportVenue(db, storeId, options.locale);
  const tree = await loadPublicMenu(db, storeId, options.locale, locales, {
    includeHidden: options.includeHidden,
    sections: options.sections,
    photos: options.withPhotos ? "stored" : "none",
  });
  return documentFromMenu(tree, venue, currency, options.locale, options.withPhotos);
}
