import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PreferencesSync } from "@/components/admin/shell/preferences-sync";
import { StoreSwitcher } from "@/components/admin/shell/store-switcher";
import { BillingNotices } from "@/components/admin/shell/billing-notices";
import { MenuClosedBanner, SubscriptionBadge } from "@/components/admin/shell/subscription-badge";
import { SupportViewBanner } from "@/components/admin/shell/support-view-banner";
import { WelcomeDialog } from "@/components/admin/shell/lazy-welcome-dialog";
import { AdminLayout } from "@/components/admin/shell/admin-layout";
import { SessionRefresh } from "@/components/auth/session-refresh";
import { clientMessages } from "@/lib/i18n/client-messages";
import { canManageCompany } from "@/lib/domain/permissions";
import { welcomeState } from "@/lib/domain/welcome-state";
import { runGuards } from "@/lib/server/auth/guards";
import { uiLocale } from "@/lib/server/registration/links";
import { requestUrl } from "@/lib/server/request-url";
import { listAccessibleStores } from "@/lib/server/stores/list-accessible-stores";
import { storeContextForUrl } from "@/lib/server/stores/store-page-context";
import { listBillingNotices } from "@/lib/server/billing/list-billing-notices";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import { venueOrigin } from "@/lib/sites/public-origin";
import { closeWelcome } from "./settings/profile/actions";
import { TranslateProvider } from "@/components/admin/translations/translate-context";
import { translateSetup } from "@/lib/server/translations/translate-setup";
import { confirmTranslationAction, translateLanguageAction } from "./translation-actions";

type Props = { children: ReactNode; params: Promise<{ locale: string; storeurl: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale, storeurl } = await params;
  const { path } = await requestUrl();
  await runGuards(["auth-page"], { locale, path });
  // The store's context is resolved once for the layout and its page; the reads below run at the same time on it.
  const { ctx, store } = await storeContextForUrl(storeurl);
  const { actor } = ctx;
  const [stores, active, t, notices] = await Promise.all([
    listAccessibleStores(ctx),
    getActiveSubscription.run(ctx, store.id),
    getTranslations("subscriptions"),
    // The notices are the company's business: its administrators and managers only.
    canManageCompany(actor, store.companyId) ? listBillingNotices.run(ctx, { storeId: store.id, locale: uiLocale(locale) }) : [],
  ]);
  const translation = await translateSetup.run(ctx, { storeId: store.id, translationLocales: active.translationLocales });
  const plan = { href: `/${locale}/${store.urlKey}/admin-panel/subscription`, planKey: active.planKey, endsAt: active.endsAt, menuOpen: active.menuOpen, now: ctx.clock.now() };
  return (
    <NextIntlClientProvider messages={await clientMessages("adminPanel")}>
      <AdminLayout
        locale={locale}
        storeUrl={store.urlKey}
        storeName={store.name}
        userName={[actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email}
        menuUrl={`${venueOrigin(store.urlKey)}/${locale}/menu`}
        subscription={<SubscriptionBadge {...plan} />}
        banner={
          <>
            <SupportViewBanner view={actor.supportView} locale={locale} />
            <MenuClosedBanner {...plan} />
            <BillingNotices notices={notices} label={t("noticesTitle")} />
          </>
        }
        storeSwitcher={
          stores.length > 1 ? (
            <StoreSwitcher key={store.urlKey} stores={stores} current={store.urlKey} grouped={actor.role === "administrator"} />
          ) : null
        }
      >
        <PreferencesSync userId={actor.userId} uiLocale={actor.uiLocale} theme={actor.theme} />
        <SessionRefresh />
        {actor.setupWelcomeMessage === false && <WelcomeDialog state={welcomeState(plan)} close={closeWelcome} />}
        <TranslateProvider translate={translateLanguageAction} confirm={confirmTranslationAction} {...translation}>
          {children}
        </TranslateProvider>
      </AdminLayout>
    </NextIntlClientProvider>
  );
}
