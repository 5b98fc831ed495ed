import { describe, expect, it } from "vitest";
import { previousPeriod } from "@/lib/analytics/analytics-period";
import { beaconCounts } from "@/lib/analytics/beacon-counts";
import { beaconInQuery, beaconUrl } from "@/lib/analytics/beacon-url";
import type { BeaconEvent } from "@/lib/analytics/dimensions";
import { edgeBeaconLine } from "@/lib/analytics/edge-beacon-line";
import { retentionCutoff } from "@/lib/analytics/retention-cutoff";
import { searchMissQuery } from "@/lib/analytics/search-miss-query";
import { summaryCsv } from "@/lib/analytics/summary-csv";
import { uncountedRequest } from "@/lib/analytics/uncounted-request";
import { zonedDayHour } from "@/lib/analytics/zoned-day-hour";
import type { AnalyticsSummary } from "@/lib/schemas/analytics";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

describe("beacon counts", () => {
  it("splits a menu open into its language, device and table, and skips what it does not know", () => {
    const body = JSON.stringify({ locale: "ar", device: "phone", table: "7", events: [["open"], ["product", "12"], ["product", "x"], ["dance"], ["filter", "Vegan!"], ["filter", "vegan"]] });
    expect(beaconCounts(body)).toEqual([
      { dimension: "open", key: "" },
      { dimension: "locale", key: "ar" },
      { dimension: "device", key: "phone" },
      { dimension: "table", key: "7" },
      { dimension: "product", key: "12" },
      { dimension: "filter", key: "vegan" },
    ]);
  });

  it("counts a search once per beacon, normalised, from three letters on", () => {
    const body = JSON.stringify({ locale: "ru", device: "desktop", events: [["search", "Ёжик  "], ["search", "ёжик"], ["search", "ab1"], ["search", 5]] });
    expect(beaconCounts(body)).toEqual([{ dimension: "search", key: "ежик" }]);
    expect(searchMissQuery("Café")).toBe("cafe");
    expect(searchMissQuery("12 a")).toBeNull();
  });

  it("refuses bodies that are not beacons", () => {
    expect(beaconCounts("{")).toBeNull();
    expect(beaconCounts(JSON.stringify({ locale: "de", device: "phone", events: [] }))).toBeNull();
    expect(beaconCounts(JSON.stringify({ locale: "en", device: "watch", events: [] }))).toBeNull();
    expect(beaconCounts(JSON.stringify({ locale: "en", device: "phone", table: "1; drop", events: [["open"]] }))?.map((count) => count.dimension)).toEqual(["open", "locale", "device"]);
  });
});

describe("beacons in the address, and the edge's lines of them", () => {
  it("carries a beacon's body in its address and reads it back, refusing one over 8 KB", () => {
    const body = { locale: "zh" as const, device: "phone" as const, table: "3", events: [["search", "饺子 & co?"]] as [BeaconEvent, string][] };
    const url = beaconUrl(body);
    expect(url.startsWith("/api/analytics/events?b=")).toBe(true);
    expect(beaconCounts(beaconInQuery(url.split("?")[1]!) ?? "")).toEqual([{ dimension: "search", key: "饺子 & co?" }]);
    expect(beaconInQuery("?other=1")).toBeUndefined();
    expect(beaconInQuery("")).toBeUndefined();
    // 3,000 Cyrillic letters are 6,000 bytes; 4,500 are 9,000
    expect(beaconInQuery(beaconUrl({ ...body, events: [["search", "ж".repeat(3000)]] }).split("?")[1]!)).toEqual(expect.any(String));
    expect(beaconInQuery(beaconUrl({ ...body, events: [["search", "ж".repeat(4500)]] }).split("?")[1]!)).toBeNull();
  });

  it("reads nginx's line of a beacon it answered, and nothing from anything else", () => {
    const message = `<190>Nov 27 03:58:41 carta_beacon: {"status":"204","host":"demo.menu.localhost:8080","query":"b=%7B%7D","user-agent":"${CHROME}","dnt":"1","sec-gpc":"","sec-purpose":"","purpose":"","x-moz":""}`;
    const beacon = edgeBeaconLine(message);
    expect(beacon).toMatchObject({ status: "204", host: "demo.menu.localhost:8080", query: "b=%7B%7D" });
    expect(beacon?.headers.get("DNT")).toBe("1");
    expect(beacon?.headers.get("User-Agent")).toBe(CHROME);
    expect(beacon?.headers.get("sec-gpc")).toBeNull();
    expect(uncountedRequest(beacon!.headers)).toBe(true);
    expect(edgeBeaconLine("<190>Nov 27 03:58:41 carta_beacon: [1]")).toBeNull();
    expect(edgeBeaconLine("<190>Nov 27 03:58:41 carta_beacon: {")).toBeNull();
    expect(edgeBeaconLine(`<190>Nov 27 03:58:41 other: {"status":"204"}`)).toBeNull();
  });
});

describe("uncounted requests", () => {
  const headers = (extra: Record<string, string>) => new Headers({ "user-agent": CHROME, ...extra });
  it("counts a plain browser and leaves out opt-outs, prefetches and robots", () => {
    expect(uncountedRequest(headers({}))).toBe(false);
    expect(uncountedRequest(headers({ dnt: "1" }))).toBe(true);
    expect(uncountedRequest(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(uncountedRequest(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(uncountedRequest(headers({ purpose: "prefetch" }))).toBe(true);
    expect(uncountedRequest(headers({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }))).toBe(true);
    expect(uncountedRequest(new Headers())).toBe(true);
  });
});

describe("periods and retention", () => {
  it("compares a period with the one of the same length just before it", () => {
    expect(previousPeriod("2026-03-01", "2026-03-31")).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousPeriod("2026-01-01", "2026-01-01")).toEqual({ from: "2025-12-31", to: "2025-12-31" });
  });

  it("keeps 13 months, a short month's end keeping the whole month", () => {
    expect(retentionCutoff(new Date("2026-11-26T10:00:00Z"))).toBe("2025-10-26");
    expect(retentionCutoff(new Date("2026-03-31T10:00:00Z"))).toBe("2025-02-28");
  });

  it("takes the day and hour on the venue's wall clock", () => {
    expect(zonedDayHour(new Date("2026-11-26T22:30:00Z"), "Europe/Minsk")).toEqual({ day: "2026-11-27", hour: 1 });
    expect(zonedDayHour(new Date("2026-11-26T22:30:00Z"), "America/New_York")).toEqual({ day: "2026-11-26", hour: 17 });
  });
});

describe("summary as CSV", () => {
  const summary: AnalyticsSummary = {
    from: "2026-11-01",
    to: "2026-11-01",
    previousFrom: "2026-10-31",
    previousTo: "2026-10-31",
    opens: 3,
    previousOpens: 1,
    days: [{ day: "2026-11-01", opens: 3, previous: 1 }],
    weekHours: Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, (_, hour) => (day === 6 && hour === 20 ? 3 : 0))),
    tables: [{ key: "1", label: 'Window "A", left', count: 2 }],
    locales: [],
    devices: [],
    products: [],
    searches: [{ key: "=cmd|' /c calc'!a1", label: "=cmd|' /c calc'!a1", count: 2 }],
    filters: [],
    promotions: [],
    actions: { cart: 1, review: 0, wifi: 0 },
  };

  it("writes one row per figure, quoting text and defusing formulas typed by guests", () => {
    expect(summaryCsv(summary).split("\r\n")).toEqual([
      "section,key,label,count,previous",
      "day,2026-11-01,2026-11-01,3,1",
      "weekday_hour,7-20,7 20:00,3,",
      'table,1,"Window ""A"", left",2,',
      "search,'=cmd|' /c calc'!a1,'=cmd|' /c calc'!a1,2,",
      "action,cart,cart,1,",
      "action,review,review,0,",
      "action,wifi,wifi,0,",
      "",
    ]);
  });
});
