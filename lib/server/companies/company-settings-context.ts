import { notFound } from "next/navigation";
import { db } from "../../db/runtime";
import { canManageCompany } from "../../domain/permissions";
import { getActor } from "../auth/actor";
import { runGuards } from "../auth/guards";
import type { ServerContext } from "../context";
import { requestUrl } from "../request-url";
import { storeByUrlKey } from "../stores/find-store-by-url-key";

/**
 * For the company-wide settings pages (users, stores, company): admins and company managers only,
 * acting on the company of the store in the URL. Anything else is the not-found screen.
 */
export async function companySettingsContext(params: Promise<{ locale: string; storeurl: string }>) {
  const { locale, storeurl } = await params;
  const { path } = await requestUrl();
  await runGuards(["for-admins-and-company-managers"], { locale, path });
  const actor = (await getActor())!;
  const store = await storeByUrlKey(storeurl);
  if (!store || !canManageCompany(actor, store.companyId)) notFound();
  const ctx: ServerContext = { db: await db(), actor, now: new Date() };
  return { ctx, store, companyId: store.companyId, locale };
}
