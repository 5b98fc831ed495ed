import { z } from "zod";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zUrlName } from "./auth";
import { zId } from "./id";
import { zText } from "./text";

const zName = () => zText().min(1, { error: "required" }).max(100, { error: "maxLength:100" });

export const ZStoreForm = z.object({
  name: zName(),
  urlName: zUrlName(),
  /** The new store's content languages; left out, the default rule (lib/domain/new-store-locales.ts) applies. */
  contentLocales: z.array(z.enum(CONTENT_LOCALES)).min(1, { error: "selectAtLeastOne" }).max(CONTENT_LOCALES.length).optional(),
});
export type StoreForm = z.infer<typeof ZStoreForm>;

export const ZCreateStore = ZStoreForm.extend({ companyId: zId() });
export type CreateStore = z.infer<typeof ZCreateStore>;

export const ZStoreUrlName = z.object({ urlName: zUrlName() });

export const ZCompanyForm = z.object({ name: zName() });
export type CompanyForm = z.infer<typeof ZCompanyForm>;

export const ZUpdateCompany = ZCompanyForm.extend({ companyId: zId() });
export type UpdateCompany = z.infer<typeof ZUpdateCompany>;

/** GET /api/stores/single: a store by numeric id or URL key; `owned` finds only a store the caller manages. */
export const ZStoreSingleQuery = z.object({ id: z.string().min(1).max(64), scope: z.enum(["guest", "owned"]).default("guest") });
