import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MenuSections } from "@/components/menu/menu-sections";
import { db } from "@/lib/db/runtime";
import { visibleMenu } from "@/lib/domain/menu-visibility";
import { localTime } from "@/lib/domain/schedule";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import { storeForParams } from "@/lib/server/stores/store-for-params";

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "menu" });
  return { title: t("title") };
}

export default async function MenuPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const store = await storeForParams(params);
  const tree = await loadPublicMenu(await db(), store.id, locale, store.primaryLocale);
  const visible = visibleMenu(tree, localTime(new Date(), store.timezone));
  return (
    <main id="main">
      <MenuSections tree={visible} currency={store.currency} />
    </main>
  );
}
