import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { SupportViewBanner } from "@/components/admin/shell/support-view-banner";
import { SessionRefresh } from "@/components/auth/session-refresh";
import { PlatformLayout } from "@/components/platform/platform-layout";
import { clientMessages } from "@/lib/i18n/client-messages";
import { homePathFor } from "@/lib/server/auth/home-path";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The operator's console, for the platform administrator alone: everyone else gets the not-found screen. */
export default async function Layout({ children, params }: Props) {
  const [{ locale }, ctx] = await Promise.all([params, platformPageContext()]);
  const timeZone = consoleTimeZone(ctx.actor);
  // The profile page lives in an admin panel: the administrator's home one, when there is any store at all.
  const home = await homePathFor(ctx.actor, locale);
  const profileHref = home.endsWith("/admin-panel") ? `${home}/settings/profile` : null;
  return (
    <NextIntlClientProvider messages={await clientMessages("platform")} timeZone={timeZone.zone}>
      <PlatformLayout banner={ctx.actor.supportView ? <SupportViewBanner view={ctx.actor.supportView} locale={locale} /> : null} locale={locale} userName={[ctx.actor.firstName, ctx.actor.lastName].filter(Boolean).join(" ") || ctx.actor.email} timeZone={timeZone} profileHref={profileHref}>
        {children}
        <SessionRefresh />
      </PlatformLayout>
    </NextIntlClientProvider>
  );
}
