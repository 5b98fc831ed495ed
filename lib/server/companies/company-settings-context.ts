import "server-only";
import { runGuards } from "../auth/guards";
import { requestUrl } from "../request-url";
import { storeContextForUrl } from "../stores/store-page-context";

/**
 * For the company-wide settings pages (users, stores, company): admins and company managers only,
 * acting on the company of the store in the URL. Anything else is the not-found screen.
 */
export async function companySettingsContext(params: Promise<{ locale: string; storeurl: string }>) {
  const { locale, storeurl } = await params;
  const { path } = await requestUrl();
  await runGuards(["for-admins-and-company-managers"], { locale, path });
  const { ctx, store } = await storeContextForUrl(storeurl, "company");
  return { ctx, store, companyId: store.companyId, locale };
}
