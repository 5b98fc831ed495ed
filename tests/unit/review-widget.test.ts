import { describe, expect, it } from "vitest";
import { parseReviewWidget } from "@/lib/domain/review-widget/parse-review-widget";
import { reviewWidgetCode } from "@/lib/views/review-widget/widget-code";
import { ZReviewWidgetSettings } from "@/lib/schemas/review-widget";

const FRAME = '<iframe style="width:100%;height:100%;border:1px solid #e6e6e6;border-radius:8px;box-sizing:border-box" src="https://yandex.ru/maps-reviews-widget/1234567890?comments"></iframe>';
const LINK =
  '<a href="https://yandex.by/maps/org/kafe_uyut/1234567890/" target="_blank" style="box-sizing:border-box;text-decoration:none;color:#b3b3b3;font-size:10px;font-family:YS Text,sans-serif;padding:0 20px;position:absolute;bottom:8px;width:100%;text-align:center;left:0;overflow:hidden;text-overflow:ellipsis;display:block;max-height:14px;white-space:nowrap;padding:0 16px;box-sizing:border-box">Кафе «Уют» на карте Минска — Яндекс Карты</a>';
const WIDGET = `<div style="width:560px;height:800px;overflow:hidden;position:relative;">${FRAME}${LINK}</div>`;
const widget = (orgId = "1234567890") => ({ provider: "yandex", orgId });

describe("review widget code", () => {
  it("accepts the documented Yandex Maps widget and keeps only the organisation id", () => {
    expect(parseReviewWidget(WIDGET)).toEqual(widget());
    expect(parseReviewWidget(`\n  ${WIDGET.replace("><", ">\n  <")}\n`)).toEqual(widget());
    expect(parseReviewWidget(FRAME)).toEqual(widget());
    expect(parseReviewWidget(`<div style="width:560px">${FRAME}</div>`)).toEqual(widget());
    expect(parseReviewWidget(reviewWidgetCode("42"))).toEqual(widget("42"));
  });

  it("accepts the widget from other Yandex domains and without ?comments", () => {
    for (const host of ["yandex.by", "yandex.kz", "yandex.com", "yandex.com.tr"]) {
      expect(parseReviewWidget(FRAME.replace("yandex.ru", host))).toEqual(widget());
    }
    expect(parseReviewWidget(FRAME.replace("?comments", ""))).toEqual(widget());
    expect(parseReviewWidget(FRAME.replace("&", "&amp;"))).toEqual(widget());
  });

  const hostile: [string, string][] = [
    ["a script", '<script>window.__pwned = 1</script>'],
    ["a widget with an extra script", `${WIDGET}<script>window.__pwned = 1</script>`],
    ["a script inside the wrapper", WIDGET.replace("</div>", "<script src=https://evil.example/x.js></script></div>")],
    ["an image with onerror", '<img src="x" onerror="window.__pwned = 1">'],
    ["an event handler on the frame", FRAME.replace("<iframe ", '<iframe onload="window.__pwned = 1" ')],
    ["an event handler on the wrapper", WIDGET.replace("<div ", '<div onmouseover="window.__pwned = 1" ')],
    ["a javascript: link", WIDGET.replace(/href="[^"]*"/, 'href="javascript:window.__pwned=1"')],
    ["an entity-encoded javascript: link", WIDGET.replace(/href="[^"]*"/, 'href="&#106;avascript:alert(1)"')],
    ["a javascript: frame", '<iframe src="javascript:window.__pwned=1"></iframe>'],
    ["a frame to another host", FRAME.replace("yandex.ru", "evil.example")],
    ["a frame to a look-alike host", FRAME.replace("yandex.ru", "yandex.ru.evil.example")],
    ["a frame with credentials", FRAME.replace("https://yandex.ru", "https://evil.example@yandex.ru")],
    ["a frame on another port", FRAME.replace("yandex.ru", "yandex.ru:8443")],
    ["a frame over http", FRAME.replace("https:", "http:")],
    ["a protocol-relative frame", FRAME.replace("https:", "")],
    ["a frame with srcdoc", FRAME.replace("<iframe ", "<iframe srcdoc=\"<script>parent.__pwned=1</script>\" ")],
    ["another Yandex page", FRAME.replace("maps-reviews-widget/1234567890", "maps/org/1234567890")],
    ["a non-numeric id", FRAME.replace("1234567890", "12345abc")],
    ["extra query parameters", FRAME.replace("?comments", "?comments&callback=x")],
    ["a fragment", FRAME.replace("?comments", "?comments#x")],
    ["a map link elsewhere", WIDGET.replace("https://yandex.by/maps/", "https://evil.example/maps/")],
    ["a comment", `<!-- x -->${WIDGET}`],
    ["a stray tag in the link", WIDGET.replace("Яндекс Карты</a>", "<b>x</b></a>")],
    ["two frames", `<div>${FRAME}${FRAME}</div>`],
    ["an unclosed wrapper", WIDGET.replace("</div>", "")],
    ["a frame without src", "<iframe></iframe>"],
    ["text outside the widget", `${WIDGET} hello`],
    ["a style element", `<style>body{display:none}</style>${WIDGET}`],
    ["an object", '<object data="https://yandex.ru/maps-reviews-widget/1"></object>'],
    ["a duplicated src", FRAME.replace("<iframe ", '<iframe src="https://evil.example/" ')],
    ["an unknown entity", FRAME.replace("?comments", "?comments&foo;")],
    ["plain text", "1234567890"],
    ["a bare URL", "https://yandex.ru/maps-reviews-widget/1234567890?comments"],
  ];

  it.each(hostile)("refuses %s", (_, code) => {
    expect(parseReviewWidget(code)).toBeNull();
    const result = ZReviewWidgetSettings.safeParse({ storeId: 1, version: 1, code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("reviewWidgetFormat");
  });

  it("an empty field clears the widget", () => {
    const result = ZReviewWidgetSettings.safeParse({ storeId: 1, version: 1, code: "  \n " });
    expect(result.success && result.data.widget).toBeNull();
  });

  it("refuses an overlong paste", () => {
    const code = WIDGET.replace("Яндекс Карты", "x".repeat(6000));
    expect(ZReviewWidgetSettings.safeParse({ storeId: 1, version: 1, code }).success).toBe(false);
  });
});
