import { describe, expect, it } from "vitest";
import { generateQrKey, isQrKey } from "@/lib/domain/qr-key";
import { attachmentHeader, tableFileName } from "@/lib/domain/table-file-name";
import { parseEnv } from "@/lib/env";
import { publicSites } from "@/lib/sites/public-origin";
import { isScanPath, scanLink } from "@/lib/sites/scan-link";
import { tableMenuUrl } from "@/lib/sites/table-menu-url";
import { ZCreateTable } from "@/lib/schemas/tables";

describe("QR keys", () => {
  it("are 24 URL-safe characters (144 random bits), all different", () => {
    const keys = Array.from({ length: 2000 }, generateQrKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("recognises only well-formed keys", () => {
    expect(isQrKey(generateQrKey())).toBe(true);
    for (const value of ["", "short", "a".repeat(25), "a".repeat(23) + "/", "a".repeat(23) + ".", null, 42, undefined]) {
      expect(isQrKey(value)).toBe(false);
    }
  });
});

describe("scan links", () => {
  it("append the key to the root site's origin", () => {
    expect(scanLink("https://carta.app", "AbC_-123")).toBe("https://carta.app/t/AbC_-123");
  });

  it("are recognised by path, with or without a trailing slash", () => {
    expect(isScanPath("/t/AbC_-123")).toBe(true);
    expect(isScanPath("/t/AbC_-123/")).toBe(true);
    for (const path of ["/t", "/t/", "/en/t/abc", "/t/a/b", "/tables"]) expect(isScanPath(path)).toBe(false);
  });
});

describe("the menu a scanned code leads to", () => {
  const local = publicSites(parseEnv({}));
  const production = publicSites(parseEnv({ ROOT_DOMAIN: "carta.app", PUBLIC_PROTOCOL: "https" }));
  const target = { store_url_key: "demo", custom_domain_enabled: false, custom_domain: null, position: 3 };
  it("is the venue's subdomain with the table and qrcode parameters", () => {
    expect(tableMenuUrl(target, local)).toBe("http://demo.menu.localhost:3000/menu?table=3&qrcode=true");
    expect(tableMenuUrl(target, production)).toBe("https://demo.carta.app/menu?table=3&qrcode=true");
  });

  it("is the custom domain when it is enabled", () => {
    const custom = { ...target, custom_domain: "menu.cafe.by" };
    expect(tableMenuUrl({ ...custom, custom_domain_enabled: true }, production)).toBe("https://menu.cafe.by/menu?table=3&qrcode=true");
    expect(tableMenuUrl(custom, production)).toBe("https://demo.carta.app/menu?table=3&qrcode=true");
  });
});

describe("download file names", () => {
  it.each([
    ["qr-Table 5", "qr-table-5.svg"],
    ["qr-Crème brûlée / #2", "qr-creme-brulee-2.svg"],
    ["Стол у окна", "fallback.svg"],
    ["../../etc/passwd", "etc-passwd.svg"],
    ["", "fallback.svg"],
    ["Стол", "fallback.svg"],
  ])("%s → %s", (name, expected) => expect(tableFileName(name, "fallback", "svg")).toBe(expected));

  it("carry the original name separately and never break the header", () => {
    expect(attachmentHeader("qr.svg", "QR Стол \"1\".svg")).toBe(`attachment; filename="qr.svg"; filename*=UTF-8''QR%20%D0%A1%D1%82%D0%BE%D0%BB%20%221%22.svg`);
    expect(attachmentHeader("a\"b\r\n.pdf")).toBe('attachment; filename="ab.pdf"');
  });
});

describe("table form", () => {
  it("trims the name, requires it and limits its length", () => {
    expect(ZCreateTable.parse({ storeId: 1, name: "  7  ", note: " " })).toEqual({ storeId: 1, name: "7", note: "" });
    expect(ZCreateTable.safeParse({ storeId: 1, name: "   ", note: "" }).error?.issues[0]?.message).toBe("required");
    expect(ZCreateTable.safeParse({ storeId: 1, name: "x".repeat(61), note: "" }).error?.issues[0]?.message).toBe("maxLength:60");
  });
});
