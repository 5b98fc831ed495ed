/**
 * What the guest pages count. A menu open is counted under `open` and, split up, under `hour` (of the
 * venue's day), `locale`, `device` and `table` (when the page came from a table's QR code).
 */
export const ANALYTICS_DIMENSIONS = ["open", "hour", "locale", "device", "table", "product", "search", "filter", "cart", "promotion", "review", "wifi"] as const;

export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** What the guest pages send: a menu open (with its table, language and device) and what the guest did then. */
export const BEACON_EVENTS = ["open", "product", "search", "filter", "cart", "promotion", "review", "wifi"] as const;

export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** One beacon's body: the page's context and its events as [event, value?] pairs. */
export interface BeaconBody {
  locale: string;
  device: "phone" | "desktop";
  table?: string;
  events: [BeaconEvent, string?][];
}

/** Where the guest pages post their beacons. */
export const BEACON_PATH = "/api/analytics/events";

/** The largest beacon body the server reads. */
export const BEACON_MAX_BYTES = 8 * 1024;

/** A search without result is counted from 3 letters on, and shown once at least 2 visits typed it. */
export const SEARCH_MISS_MIN_LETTERS = 3;
export const SEARCH_MISS_MIN_VISITS = 2;
export const SEARCH_MISS_MAX_LENGTH = 60;

/** How long the daily counts are kept (then dropped by the retention job). */
export const ANALYTICS_RETENTION_MONTHS = 13;
