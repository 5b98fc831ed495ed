import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { h } from "preact";
import { GuestView } from "@/components/menu/guest-view";
import { NotFound as NotFoundScreen } from "@/lib/views/menu/not-found";
import { ORIGINAL_PATH_HEADER } from "@/lib/sites/internal-paths";

/** The same not-found screen as a venue's guest pages answer with (lib/views/menu). */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations("errors"), getLocale()]);
  const asked = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
  const texts = { heading: t("pageNotFound"), path: (shown: string) => t("pageNotFoundPath", { path: shown }), home: t("goHome") };
  return <GuestView>{h(NotFoundScreen, { locale, path: asked, texts })}</GuestView>;
}
