import type { Metadata } from "next";
import type { ReactNode } from "react";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { findStoreForParams } from "@/lib/server/stores/store-for-params";

type Props = { children: ReactNode; params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await findStoreForParams(params);
  if (!store) return {};
  return {
    title: { default: store.seoTitle || store.name, template: `%s · ${store.name}` },
    description: store.seoDescription || store.description,
  };
}

export default async function MenuSiteLayout({ children, params }: Props) {
  const { locale, site } = await params;
  await runGuards(["catch-non-exist-menu"], { locale, site, path: (await requestUrl()).path });
  return children;
}
