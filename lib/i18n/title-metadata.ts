import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** A page's `generateMetadata`: its title is `title` of the message area `namespace`, in the route's locale. */
export function titleMetadata(namespace: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { title: t("title") };
  };
}
