/** @jsxImportSource preact */
import { renderHtml } from "@/lib/html/render-html";
import { MailAction } from "./mail-action";
import { MailFrame } from "./mail-frame";

/** A mail's texts, already translated and filled in. */
export interface MailTexts {
  lang: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  link: string;
  linkHint: string;
  footer: string;
  signature: string;
}

function Mail({ texts }: { texts: MailTexts }) {
  return (
    <html lang={texts.lang}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{texts.subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:#f4f4f5;">
        <MailFrame>
          <h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b;">{texts.subject}</h1>
          <p style="margin:0 0 12px;">{texts.greeting}</p>
          <p style="margin:0 0 24px;">{texts.body}</p>
          <MailAction link={texts.link} action={texts.action} linkHint={texts.linkHint} />
          <p style="margin:0 0 12px;font-size:14px;color:#52525b;">{texts.footer}</p>
          <p style="margin:0;font-size:14px;color:#52525b;">{texts.signature}</p>
        </MailFrame>
      </body>
    </html>
  );
}

/** The HTML body of a mail: one card with a heading, the greeting, the text, the action and the signature. */
export function mailHtml(texts: MailTexts): string {
  return `<!doctype html>\n${renderHtml(<Mail texts={texts} />)}\n`;
}
