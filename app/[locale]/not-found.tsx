import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { notFoundHtml } from "@/components/menu/html/guest-pages-html";
import { ORIGINAL_PATH_HEADER } from "@/lib/sites/internal-paths";

/** The same not-found screen as a venue's guest pages answer with (components/menu/html). */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations("errors"), getLocale()]);
  const asked = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
  const html = notFoundHtml(locale, asked, { heading: t("pageNotFound"), path: (shown) => t("pageNotFoundPath", { path: shown }), home: t("goHome") });
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
