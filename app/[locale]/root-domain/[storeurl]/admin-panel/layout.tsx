import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { PreferencesSync } from "@/components/admin/shell/preferences-sync";
import { StoreSwitcher } from "@/components/admin/shell/store-switcher";
import { BillingNotices } from "@/components/admin/shell/billing-notices";
import { MenuClosedBanner, SubscriptionBadge } from "@/components/admin/shell/subscription-badge";
import { SupportViewBanner } from "@/components/admin/shell/support-view-banner";
import { WelcomeDialog } from "@/components/admin/shell/lazy-welcome-dialog";
import { AdminLayout } from "@/components/admin/shell/admin-layout";
import { SessionRefresh } from "@/components/auth/session-refresh";
import { db } from "@/lib/db/runtime";
import { clientMessages } from "@/lib/i18n/client-messages";
import { canAccessStore, canManageCompany } from "@/lib/domain/permissions";
import { welcomeState } from "@/lib/domain/welcome-state";
import { getActor } from "@/lib/server/auth/actor";
import { runGuards } from "@/lib/server/auth/guards";
import { serverContext } from "@/lib/server/context";
import { uiLocale } from "@/lib/server/registration/links";
import { requestUrl } from "@/lib/server/request-url";
import { storeByUrlKey } from "@/lib/server/stores/find-store-by-url-key";
import { listAccessibleStores } from "@/lib/server/stores/list-accessible-stores";
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
  const actor = (await getActor())!;
  const store = await storeByUrlKey(storeurl);
  if (!store || !canAccessStore(actor, store)) notFound();
  const ctx = serverContext(await db(), actor);
  const [stores, active] = await Promise.all([listAccessibleStores(ctx), getActiveSubscription(ctx, store.id)]);
  const t = await getTranslations("subscriptions");
  const notices = canManageCompany(actor, store.companyId) ? await listBillingNotices(ctx, { storeId: store.id, locale: uiLocale(locale) }) : [];
  const translation = await translateSetup(ctx, { storeId: store.id, translationLocales: active.translationLocales });
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
