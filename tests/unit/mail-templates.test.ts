import { describe, expect, it } from "vitest";
import en from "@/messages/en/mail.json";
import ru from "@/messages/ru/mail.json";
import zh from "@/messages/zh/mail.json";
import { UI_LOCALES, type UiLocale } from "@/lib/i18n/locales";
import { MAIL_TEMPLATES, renderMail } from "@/lib/mail/templates";

const link = "https://demo.localhost/ru/confirm?token=abc123&next=%2Fadmin";
const escapedLink = "https://demo.localhost/ru/confirm?token=abc123&amp;next=%2Fadmin";
/** What the billing notices fill in; the other templates take none of it. */
const values = { store: "Carta Demo Lounge", plan: "Basic", date: "14.01.2027", number: "CA-2026-000123", amount: "89,00 BYN", card: "VISA •••• 4242", reason: "Insufficient funds" };

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("mail catalogues", () => {
  it("define the same keys in every locale", () => {
    const reference = keysOf(ru).sort();
    expect(keysOf(en).sort()).toEqual(reference);
    expect(keysOf(zh).sort()).toEqual(reference);
    for (const template of MAIL_TEMPLATES) {
      expect(reference).toEqual(expect.arrayContaining([`${template}.subject`, `${template}.greeting`]));
    }
  });
});

describe.each(MAIL_TEMPLATES)("renderMail(%s)", (template) => {
  it.each(UI_LOCALES)("renders a complete %s message with the link", (locale) => {
    const mail = renderMail(template, locale, { link, name: "Anna", values });
    expect(mail.subject.trim()).not.toBe("");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Anna");
    expect(mail.html).toContain(`href="${escapedLink}"`);
    expect(mail.html).toContain(`>${escapedLink}</a>`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(mail.html).not.toContain(link);
    expect(mail.text).not.toContain("{name}");
    expect(mail.html).not.toContain("{name}");
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
  });

  it.each(UI_LOCALES)("escapes a hostile name in %s HTML", (locale) => {
    const name = `<script>alert("x")</script>`;
    const mail = renderMail(template, locale, { link, name, values });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script>alert(&quot;x&quot;)&lt;/script>");
    expect(mail.text).toContain(name);
  });

  it.each(UI_LOCALES)("greets without a name in %s", (locale) => {
    const anonymous = renderMail(template, locale, { link, values });
    const named = renderMail(template, locale, { link, name: "Anna", values });
    expect(anonymous.text).not.toContain("{name}");
    expect(anonymous.text.split("\n")[0]).not.toBe(named.text.split("\n")[0]);
  });

  it("differs between locales", () => {
    const rendered = UI_LOCALES.map((locale) => renderMail(template, locale, { link, name: "Anna", values }));
    expect(new Set(rendered.map((mail) => mail.subject)).size).toBe(UI_LOCALES.length);
    expect(new Set(rendered.map((mail) => mail.text)).size).toBe(UI_LOCALES.length);
    expect(new Set(rendered.map((mail) => mail.html)).size).toBe(UI_LOCALES.length);
  });

  it("falls back to Russian for an unknown locale", () => {
    const fallback = renderMail(template, "de" as UiLocale, { link, values });
    expect(fallback).toEqual(renderMail(template, "ru", { link, values }));
  });
});

describe("template wording", () => {
  it("tells that a reset link expires in an hour and works once", () => {
    expect(renderMail("reset-password", "en", { link }).text).toMatch(/1 hour[\s\S]*only once/);
    expect(renderMail("reset-password", "ru", { link }).text).toContain("1 час");
    expect(renderMail("reset-password", "zh", { link }).text).toContain("1 小时");
  });

  it("escapes every HTML-significant character of the texts and the link", () => {
    const mail = renderMail("staff-invite", "en", { link: `https://x.test/?a="b"&c=<d>`, name: `<a href="x" title='y'>&</a>` });
    expect(mail.html).toContain("&lt;a href=&quot;x&quot; title='y'>&amp;&lt;/a>");
    expect(mail.html).toContain(`href="https://x.test/?a=&quot;b&quot;&amp;c=&lt;d>"`);
    expect(mail.html).not.toContain(`<a href="x"`);
  });
});
