import { getTranslations } from "next-intl/server";
import { EngineNotice } from "@/components/admin/settings/translations-map/engine-notice";
import { AbbreviationList } from "@/components/admin/settings/translations-map/abbreviation-list";
import { TitledSection } from "@/components/ui/titled-section";
import { env } from "@/lib/env";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listAbbreviations } from "@/lib/server/abbreviations/list-abbreviations";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { createAbbreviationAction, deleteAbbreviationAction, updateAbbreviationAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("translationsAdmin.map");

export default async function TranslationsMapPage({ params }: Props) {
  const { ctx, store, base } = await storePageContext(params);
  const t = await getTranslations("translationsAdmin.map");
  const rows = await listAbbreviations(ctx, store.id);
  return (
    <TitledSection id="translations-map-title" title={t("title")}>
      <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      <EngineNotice provider={env().TRANSLATION_PROVIDER} operator={ctx.actor.role === "administrator"} contactHref={`${base}/contact`} map />
      <AbbreviationList
        storeId={store.id}
        rows={rows}
        actions={{ create: createAbbreviationAction, update: updateAbbreviationAction, remove: deleteAbbreviationAction }}
      />
    </TitledSection>
  );
}
