import "server-only";
import { type AbstractIntlMessages, createTranslator } from "next-intl";
import { DEFAULT_UI_LOCALE, isUiLocale } from "../../i18n/locales";
import type { FeatureUnavailable } from "./subscription-refusal";

/** The refusal of a gated feature as a sentence in the actor's interface language, naming the plan that unlocks it. */
export async function featureRefusalText(locale: string, refusal: FeatureUnavailable): Promise<string> {
  const language = isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE;
  const messages = (await import(`../../../messages/${language}/subscriptions.json`)).default as AbstractIntlMessages;
  const t = createTranslator({ locale: language, messages, namespace: undefined }) as unknown as (key: string, values?: Record<string, string>) => string;
  const feature = t(`features.${refusal.feature}`);
  return refusal.unlockWith ? t("gate.notice", { feature, plan: t(`plans.${refusal.unlockWith}`) }) : t("gate.noticeNoPlan", { feature });
}
