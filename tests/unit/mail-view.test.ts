import { describe, expect, it } from "vitest";
import { mailHtml } from "@/lib/views/mail/mail-html";

const HOSTILE = `<img src=x onerror="alert(1)">`;
const texts = {
  lang: "zh",
  subject: `确认 ${HOSTILE}`,
  greeting: `您好，${HOSTILE}！`,
  body: "正文",
  action: "确认",
  link: `https://demo.localhost/zh/confirm?token=a&next="><img src=x>`,
  linkHint: "如果按钮无效，请复制链接：",
  footer: "页脚",
  signature: "Carta",
};

describe("mail view", () => {
  const html = mailHtml(texts);

  it("escapes hostile texts and a hostile link: no element is made of them", () => {
    expect(html).not.toContain("<img");
    expect(html).toContain("<p style=\"margin:0 0 12px;\">您好，&lt;img src=x onerror=&quot;alert(1)&quot;>！</p>");
    expect(html).toContain(`<title>确认 &lt;img src=x onerror=&quot;alert(1)&quot;></title>`);
    const escapedLink = "https://demo.localhost/zh/confirm?token=a&amp;next=&quot;>&lt;img src=x>";
    expect(html.split(`href="${escapedLink}"`)).toHaveLength(3);
    expect(html).toContain(`>${escapedLink}</a>`);
  });

  it("is a whole document in the mail's language, the card laid out with tables", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">')).toBe(true);
    expect(html.match(/<table role="presentation" width="100%" cellPadding="0" cellSpacing="0"/g)).toHaveLength(2);
    expect(html).toMatch(/<h1 [^>]*>确认 &lt;img[^<]*<\/h1><p [^>]*>您好/);
    expect(html).toMatch(/页脚<\/p><p style="margin:0;font-size:14px;color:#52525b;">Carta<\/p><\/td><\/tr><\/table><\/td><\/tr><\/table><\/body><\/html>\n$/);
  });
});
