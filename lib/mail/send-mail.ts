import { env } from "../env";
import { DEFAULT_UI_LOCALE, isUiLocale } from "../i18n/locales";
import { log } from "../log";
import { renderMail, type MailTemplate } from "./templates";
import { createTransport } from "./transport";

export type { MailTemplate } from "./templates";

export const MAIL_DELIVERY_FAILED = "MAIL_DELIVERY_FAILED";

export class MailDeliveryError extends Error {
  readonly code = MAIL_DELIVERY_FAILED;

  constructor(cause: unknown) {
    super("The message could not be delivered", { cause });
    this.name = "MailDeliveryError";
  }
}

export interface SendMailInput {
  to: string;
  locale: string;
  template: MailTemplate;
  link: string;
  name?: string;
  /** what the template's subject and body name */
  values?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export async function sendMail(input: SendMailInput): Promise<{ messageId: string; file?: string }> {
  const { to, template, link, name, values, attachments } = input;
  const locale = isUiLocale(input.locale) ? input.locale : DEFAULT_UI_LOCALE;
  const { subject, text, html } = renderMail(template, locale, { link, name, values });
  const from = env().MAIL_FROM;
  const transporter = createTransport();
  try {
    const info = await transporter.sendMail({ from, to, subject, text, html, ...(attachments ? { attachments } : {}) });
    // Links are secrets: only the embedded outbox (development, demo) logs them for the operator.
    log.info(info.file ? { to, subject, link, file: info.file } : { to, subject, template }, "mail sent");
    return info.file ? { messageId: info.messageId, file: info.file } : { messageId: info.messageId };
  } catch (cause) {
    log.error({ err: cause, to, subject, template }, "mail delivery failed");
    throw new MailDeliveryError(cause);
  }
}
