import en from "../../messages/en/mail.json";
import ru from "../../messages/ru/mail.json";
import zh from "../../messages/zh/mail.json";
import { createTranslator } from "use-intl/core";
import { escapeHtml } from "../html/escape-html";
import { DEFAULT_UI_LOCALE, isUiLocale, type UiLocale } from "../i18n/locales";

/** The subscription notices (lib/domain/subscriptions/billing-notice.ts), one template per kind. */
export const BILLING_MAIL_TEMPLATES = ["billing-ends-in-3-days", "billing-ends-in-1-day", "billing-menu-closed", "billing-invoice-issued", "billing-payment-recorded", "billing-renewal-failed"] as const;

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

  const link = escapeHtml(data.link);
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b;">${escapeHtml(texts.subject)}</h1>
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(texts.body)}</p>
<p style="margin:0 0 24px;"><a href="${link}" style="display:inline-block;padding:12px 24px;background-color:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(texts.action)}</a></p>
<p style="margin:0 0 4px;font-size:14px;color:#52525b;">${escapeHtml(linkHint)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${link}" style="color:#1d4ed8;">${link}</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#52525b;">${escapeHtml(texts.footer)}</p>
<p style="margin:0;font-size:14px;color:#52525b;">${escapeHtml(signature)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { subject: texts.subject, text, html };
}
