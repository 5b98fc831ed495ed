import { CONTENT_LOCALES } from "../i18n/locales";
import { BEACON_EVENTS, type AnalyticsDimension, type BeaconEvent } from "./dimensions";
import { searchMissQuery } from "./search-miss-query";

export interface BeaconCount {
  dimension: AnalyticsDimension;
  key: string;
}

/** Events one beacon may carry: a page sends a few, a flood is cut. */
const MAX_EVENTS = 50;
const POSITION = /^\d{1,6}$/;
const FILTER = /^[a-z0-9-]{1,32}$/;

const isEvent = (value: unknown): value is BeaconEvent => typeof value === "string" && (BEACON_EVENTS as readonly string[]).includes(value);
const isLocale = (value: unknown): value is string => typeof value === "string" && (CONTENT_LOCALES as readonly string[]).includes(value);

function countsOf(event: BeaconEvent, value: unknown, context: { locale: string; device: string; table: string | null }): BeaconCount[] {
  const text = typeof value === "string" ? value : "";
  switch (event) {
    case "open":
      return [
        { dimension: "open", key: "" },
        { dimension: "locale", key: context.locale },
        { dimension: "device", key: context.device },
        ...(context.table === null ? [] : [{ dimension: "table" as const, key: context.table }]),
      ];
    case "product":
      return POSITION.test(text) ? [{ dimension: "product", key: text }] : [];
    case "promotion":
      return POSITION.test(text) ? [{ dimension: "promotion", key: text }] : [];
    case "filter":
      return FILTER.test(text) ? [{ dimension: "filter", key: text }] : [];
    case "search": {
      const query = searchMissQuery(text);
      return query === null ? [] : [{ dimension: "search", key: query }];
    }
    default:
      return [{ dimension: event, key: "" }];
  }
}

/**
 * What a beacon's body counts, or null when it is no beacon of ours. Unknown events and malformed values
 * are left out; a search is counted once per beacon however often the guest typed it.
 */
export function beaconCounts(body: string): BeaconCount[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { locale, device, table, events } = parsed as Record<string, unknown>;
  if (!isLocale(locale) || (device !== "phone" && device !== "desktop") || !Array.isArray(events)) return null;
  const context = { locale, device, table: typeof table === "string" && POSITION.test(table) ? table : null };
  const counts: BeaconCount[] = [];
  const seen = new Set<string>();
  for (const entry of events.slice(0, MAX_EVENTS)) {
    if (!Array.isArray(entry) || !isEvent(entry[0])) continue;
    for (const count of countsOf(entry[0], entry[1], context)) {
      const id = `${count.dimension}\n${count.key}`;
      if (count.dimension === "search" && seen.has(id)) continue;
      seen.add(id);
      counts.push(count);
    }
  }
  return counts;
}
