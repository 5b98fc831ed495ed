import "server-only";
import { attachmentHeader } from "../../domain/table-file-name";
import type { MenuSection } from "../../domain/menu-sections";
import type { ContentLocale } from "../../i18n/locales";
import type { StoreContext } from "../context";
import { DomainError } from "../context";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import type { DownloadFile } from "../tables/table-qr-file";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { exportMenu, type ExportFormat } from "./export-menu";
import type { PaperFormat } from "./print-pdf";

export interface MenuExportInput {
  storeId: number;
  format: ExportFormat;
  locale: ContentLocale;
  sections: readonly MenuSection[];
  includeHidden: boolean;
  withPhotos: boolean;
  paper: PaperFormat;
}

/** A content language the store does not have: nothing to export in it. */
export class ExportLocaleUnavailable extends DomainError {
  constructor() {
    super("exportLocaleUnavailable");
    this.name = "ExportLocaleUnavailable";
  }
}

/**
 * The store's menu as a download (SPEC §3: Premium). Refuses with FeatureUnavailable below the plan
 * that has export, and with ExportLocaleUnavailable for a language the store lacks.
 */
export const menuExportFile = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: MenuExportInput): Promise<DownloadFile> => {
  await requireFeature(ctx, ctx.store.id, "export_pdf_excel");
  if (!ctx.store.contentLocales.includes(input.locale)) throw new ExportLocaleUnavailable();
  const file = await exportMenu(
    { db: ctx.db, storeId: ctx.store.id },
    { format: input.format, locale: input.locale, sections: input.sections, includeHidden: input.includeHidden, withPhotos: input.withPhotos, paper: input.paper },
  );
  return { body: file.bytes, contentType: file.contentType, disposition: attachmentHeader(file.fileName, `${file.venueName}-menu-${input.locale}.${input.format}`) };
});
