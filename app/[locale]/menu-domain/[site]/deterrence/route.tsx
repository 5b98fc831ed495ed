/** @jsxImportSource preact */
import { translations } from "@/lib/i18n/translations";
import { GuestLayout } from "@/lib/views/menu/guest-layout";
import { Notice } from "@/lib/views/menu/notice";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { guestRoute } from "@/lib/server/guest-page/guest-route";

/** Why the menu is closed: still being prepared (the default), or paused because the venue's plan ended. */
export const GET = guestRoute<{ locale: string; site: string }>(async ({ params: { locale }, store, searchParams }) => {
  const [t, common] = await Promise.all([translations(locale, "menu.deterrence"), translations(locale, "common")]);
  const [title, text] = searchParams.get("reason") === "ended" ? (["endedTitle", "endedText"] as const) : (["title", "text"] as const);
  return {
    head: { title: t(title), noindex: true },
    body: (
      <GuestLayout locale={locale} locales={offeredLocales(store)} t={common} brand={store.name}>
        <Notice heading={t(title)} text={t(text)} />
      </GuestLayout>
    ),
  };
});
