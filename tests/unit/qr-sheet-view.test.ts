import { describe, expect, it } from "vitest";
import { qrSvg } from "@/lib/qr/qr-images";
import { sheetHtml } from "@/lib/views/qr-sheet/sheet-html";

const HOSTILE = `Терраса <img src=x onerror="alert(1)">`;
const labels = (html: string) => [...html.matchAll(/<div class="label" dir="auto" style="font-size:(\d+)pt">([^<]*)<\/div>/g)].map(([, size, text]) => ({ size: Number(size), text }));

describe("QR sheet view", async () => {
  const code = await qrSvg("https://demo.menu.localhost/t/abc");
  const names = ["طاولة ١٢", "桌子 七号", HOSTILE, "很长的桌子名字很长的桌子名字很长的桌子名字", "\uE000 VIP", ...Array.from({ length: 8 }, (_, i) => `T${i + 1}`)];
  const html = sheetHtml(names.map((name) => ({ name, codeSvg: code })), `QR <b>"Demo"</b>`);

  it("escapes a hostile table name and title: no element is made of them", () => {
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(labels(html)[2]!.text).toBe("Терраса &lt;img src=x onerror=&quot;alert(1)&quot;>");
    expect(html).toContain("<title>QR &lt;b>&quot;Demo&quot;&lt;/b></title>");
  });

  it("prints Arabic and Chinese names as they are, in their own direction, and an undrawable character as ?", () => {
    const printed = labels(html);
    expect(printed.slice(0, 2)).toEqual([{ size: 14, text: "طاولة ١٢" }, { size: 14, text: "桌子 七号" }]);
    expect(printed[3]).toEqual({ size: 8, text: "很长的桌子名字很长的桌子名字很长的桌子名字" });
    expect(printed[4]!.text).toBe("? VIP");
  });

  it("puts each code's SVG in its cell and twelve cells on a page, cut marks on each", () => {
    expect(html.split(`<div class="code">${code}</div>`)).toHaveLength(names.length + 1);
    const pages = html.split('<section class="page">').slice(1);
    expect(pages.map((page) => page.split('<div class="cell">').length - 1)).toEqual([12, 1]);
    for (const page of pages) expect(page).toMatch(/^<svg class="cuts" viewBox="0 0 595.28 841.89" aria-hidden="true"><path d="M30 36h12M36 30v12[^"]*" stroke="#737373" stroke-width="0.5" fill="none"><\/path><\/svg>/);
  });

  it("prints one empty page when there is no table", () => {
    expect(sheetHtml([], "Empty").split('<section class="page">')).toHaveLength(2);
    expect(sheetHtml([], "Empty")).not.toContain('class="cell"');
  });
});
