import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CreateStoreForm } from "@/components/admin/settings/stores/create-store-form";
import { StoresTable } from "@/components/admin/settings/stores/stores-table";
import { companySettingsContext } from "@/lib/server/companies/company-settings-context";
import { companyMayCreateStore } from "@/lib/server/subscriptions/company-may-create-store";
import { listCompanyStores } from "@/lib/server/stores/list-company-stores";
import { venueOrigin } from "@/lib/sites/public-origin";
import { createStoreAction, isStoreUrlAvailableAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("staff.stores");

export default async function StoresPage({ params }: Props) {
  const { ctx, store, companyId, locale } = await companySettingsContext(params);
  const [stores, mayCreate] = await Promise.all([listCompanyStores(ctx, { companyId }), companyMayCreateStore(ctx, { companyId })]);
  const menuOrigin = (urlKey: string) => venueOrigin(urlKey);
  const t = await getTranslations("staff.stores");
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="stores-title" className="flex flex-col gap-4">
        <h2 id="stores-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <StoresTable stores={stores} locale={locale} currentStoreId={store.id} menuOrigin={menuOrigin} now={ctx.clock.now()} />
      </section>
      {!mayCreate && (
        <p role="note" data-testid="store-creation-unpaid" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("unpaidNotice")}{" "}
          <Link href={`/${locale}/${store.urlKey}/admin-panel/subscription/payments`} className="font-medium underline underline-offset-2">
            {t("toPayments")}
          </Link>
        </p>
      )}
      <CreateStoreForm companyId={companyId} menuOriginPattern={menuOrigin("{key}")} create={createStoreAction} checkUrl={isStoreUrlAvailableAction} />
    </div>
  );
}
