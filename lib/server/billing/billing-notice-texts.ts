import "server-only";
import en from "../../../messages/en/subscriptions.json";
import ru from "../../../messages/ru/subscriptions.json";
import zh from "../../../messages/zh/subscriptions.json";
import type { BillingNoticeKind, BillingNoticeValues } from "../../domain/subscriptions/billing-notice";
import type { UiLocale } from "../../i18n/locales";
import { formatMoney } from "../../i18n/money";
import { type MailTemplate, templateTexts } from "../../mail/templates";
import { rootOrigin } from "../../sites/public-origin";

const PLAN_NAMES: Record<UiLocale, Record<string, string>> = { en: en.plans, ru: ru.plans, zh: zh.plans };

export interface NoticeStore {
  name: string;
  urlKey: string;
  timezone: string;
}

export interface BillingNoticeTexts {
  template: MailTemplate;
  values: Record<string, string>;
  subject: string;
  body: string;
  action: string;
  /** the screen the notice is about, from the configured origin */
  link: string;
}

/** A notice as the owner reads it in `locale`: in the admin shell and in the mail, the same words. */
export function billingNoticeTexts(notice: { kind: BillingNoticeKind; values: BillingNoticeValues }, store: NoticeStore, locale: UiLocale): BillingNoticeTexts {
  const { plan, date, number, amount, currency, reason, card } = notice.values;
  const values: Record<string, string> = {
    store: store.name,
    plan: PLAN_NAMES[locale][plan] ?? plan,
    date: date ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: store.timezone }).format(new Date(date)) : "",
    number: number ?? "",
    amount: amount && currency ? formatMoney(amount, currency, locale) : "",
    reason: reason ?? "",
    card: card ?? "",
  };
  // a renewal charged to the saved card: its invoice says so and leads to the switch that turns renewal off
  const byCard = !!card && (notice.kind === "invoice_issued" || notice.kind === "payment_recorded");
  const template = `billing-${notice.kind.replaceAll("_", "-")}${byCard ? "-card" : ""}` as MailTemplate;
  const onPayments = notice.kind === "payment_recorded" || notice.kind === "renewal_failed" || (notice.kind === "invoice_issued" && !byCard);
  const screen = onPayments ? "/payments" : "";
  return { template, values, ...templateTexts(template, locale, values), link: `${rootOrigin()}/${locale}/${store.urlKey}/admin-panel/subscription${screen}` };
}
