import { getTranslations } from "next-intl/server";
import { TransferForm } from "@/components/admin/settings/transfer-categories/transfer-form";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { listTransferSources } from "@/lib/server/transfer/list-transfer-sources";
import { listTransferTargets } from "@/lib/server/transfer/list-transfer-targets";
import { transferCategoryAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("promotionsAdmin.transfer");

export default async function TransferCategoriesPage({ params }: Props) {
  const { ctx, store, locale } = await storePageContext(params);
  const [{ targets, companyStores }, sources] = await Promise.all([
    listTransferTargets(ctx, { storeId: store.id }),
    listTransferSources(ctx, { storeId: store.id, locale }),
  ]);
  const t = await getTranslations("promotionsAdmin.transfer");
  const notice =
    companyStores < 2 ? t("needTwoStores") : targets.length === 0 ? t("noTargets") : sources.length === 0 ? t("noCategories") : null;
  return (
    <section aria-labelledby="transfer-title" className="flex max-w-2xl flex-col gap-4">
      <h2 id="transfer-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      {notice ? (
        <p role="status" data-testid="transfer-notice" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {notice}
        </p>
      ) : (
        <TransferForm sources={sources} targets={targets} sourceStoreName={store.name} locale={locale} transfer={transferCategoryAction} />
      )}
    </section>
  );
}
