import { translations } from "@/lib/i18n/translations";
import { guestLayoutHtml } from "@/components/menu/html/guest-layout-html";
import { noticeHtml } from "@/components/menu/html/guest-pages-html";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { guestRoute } from "@/lib/server/guest-page/guest-route";

/** Why the menu is closed: still being prepared (the default), or paused because the venue's plan ended. */
export const GET = guestRoute<{ locale: string; site: string }>(async ({ params: { locale }, store, searchParams }) => {
  const t = await translations(locale, "menu.deterrence");
  const [title, text] = searchParams.get("reason") === "ended" ? (["endedTitle", "endedText"] as const) : (["title", "text"] as const);
  return {
    head: { title: t(title), noindex: true },
    body: await guestLayoutHtml({ locale, locales: offeredLocales(store), brand: store.name, main: noticeHtml(t(title), t(text)) }),
  };
});
