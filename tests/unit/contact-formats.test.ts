import { describe, expect, it } from "vitest";
import { isHostName, isHttpUrl, isTimeOfDay, isTimeZone, isUnderDomain, isValidPhone, normalizeHostName } from "@/lib/domain/contact-formats";

describe("phone format", () => {
  it.each(["+375291234567", "+375 (29) 123-45-67", "+1 555 0100", "+86 10 1234 5678", "+1234567", "+123456789012345"])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(["", "375291234567", "+123456", "+1234567890123456", "+375 29 123 45 67 ext 5", "++375291234567 ", "+375.29.1234567", "+(   )", "8 (029) 123-45-67"])(
    "refuses %j",
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe("http links", () => {
  it.each(["https://instagram.com/cartademo", "http://example.by", "https://t.me/carta_demo?start=1", "HTTPS://WWW.TRIPADVISOR.COM/x", "https://xn--80ak6aa92e.com/"])(
    "accepts %s",
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each(["", "instagram.com/cartademo", "ftp://example.com", "javascript:alert(1)", "https://", "https://exa mple.com", "https://instagram", "mailto:a@b.c", "https://1.2.3.4.5"])(
    "refuses %j",
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});

describe("host names", () => {
  it.each(["menu.myvenue.com", "Cafe.Example.BY", "example.com.", "a-b.c-d.io", "xn--80ak6aa92e.xn--90ais"])("accepts %s", (host) => {
    expect(isHostName(host)).toBe(true);
  });

  it.each(["", "localhost", "exa_mple.com", "-start.com", "end-.com", "double..dot.com", "1.2.3.4", "https://menu.com", "menu.com/path", "a".repeat(64) + ".com", `${"a.".repeat(127)}com`])(
    "refuses %j",
    (host) => {
      expect(isHostName(host)).toBe(false);
    },
  );

  it("normalises case, spaces and the trailing dot", () => {
    expect(normalizeHostName("  Menu.Example.COM. ")).toBe("menu.example.com");
  });

  it("recognises the service's own domain and its subdomains", () => {
    expect(isUnderDomain("carta.app", "carta.app")).toBe(true);
    expect(isUnderDomain("demo.Carta.App", "carta.app")).toBe(true);
    expect(isUnderDomain("notcarta.app", "carta.app")).toBe(false);
    expect(isUnderDomain("carta.app.evil.com", "carta.app")).toBe(false);
  });
});

describe("times and zones", () => {
  it("accepts 24-hour HH:MM only", () => {
    for (const time of ["00:00", "09:30", "23:59"]) expect(isTimeOfDay(time)).toBe(true);
    for (const time of ["24:00", "9:30", "12:60", "12:00:00", ""]) expect(isTimeOfDay(time)).toBe(false);
  });

  it("accepts IANA time zones", () => {
    expect(isTimeZone("Europe/Minsk")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
