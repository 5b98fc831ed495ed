import en from "../../messages/en/mail.json";
import ru from "../../messages/ru/mail.json";
import zh from "../../messages/zh/mail.json";
import { createTranslator } from "use-intl/core";
import { mailHtml } from "../views/mail/mail-html";
import { DEFAULT_UI_LOCALE, isUiLocale, type UiLocale } from "../i18n/locales";

/** The subscription notices (lib/domain/subscriptions/billing-notice.ts), one template per kind. */
export const BILLING_MAIL_TEMPLATES = ["billing-ends-in-3-days", "billing-ends-in-1-day", "billing-menu-closed", "billing-invoice-issued", "billing-invoice-issued-card", "billing-payment-recorded", "billing-payment-recorded-card", "billing-renewal-failed"] as const;

export const MAIL_TEMPLATES = ["confirm-email", "reset-password", "confirm-new-email", "staff-invite", "registration-attempt", "sign-in-failures", "address-in-use", "contact-received", ...BILLING_MAIL_TEMPLATES] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailData {
  link: string;
  name?: string;
  /** what the subject and body name: {store}, {plan}, {date}… */
  values?: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface TemplateTexts {
  subject: string;
  greeting: string;
  greetingWithoutName: string;
  body: string;
  action: string;
  footer: string;
}

type MailCatalog = { common: { linkHint: string; signature: string } } & Record<MailTemplate, TemplateTexts>;

const catalogs: Record<UiLocale, MailCatalog> = { ru, en, zh };

/** A template's subject, body and action in `locale`, with `values` filled in (the admin shell shows the same texts). */
export function templateTexts(template: MailTemplate, locale: UiLocale, values: Record<string, string> = {}): Pick<TemplateTexts, "subject" | "body" | "action"> {
  const language: UiLocale = isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE;
  const t = createTranslator({ locale: language, messages: catalogs[language] });
  return { subject: t(`${template}.subject`, values), body: t(`${template}.body`, values), action: catalogs[language][template].action };
}

export function renderMail(template: MailTemplate, locale: UiLocale, data: MailData): RenderedMail {
  const language: UiLocale = isUiLocale(locale) ? locale : DEFAULT_UI_LOCALE;
  const catalog = catalogs[language];
  const texts = { ...catalog[template], ...templateTexts(template, language, data.values) };
  const name = data.name?.trim();
  const greeting = name ? createTranslator({ locale: language, messages: catalog })(`${template}.greeting`, { name }) : texts.greetingWithoutName;
  const { linkHint, signature } = catalog.common;

  const text = [
    greeting,
    texts.body,
    `${texts.action}: ${data.link}`,
    texts.footer,
    `— ${signature}`,
  ].join("\n\n");

  const html = mailHtml({ ...texts, lang: language, greeting, link: data.link, linkHint, signature });

  return { subject: texts.subject, text, html };
}
