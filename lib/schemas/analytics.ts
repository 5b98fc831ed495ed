import { z } from "zod";
import { isCalendarDay, MAX_PERIOD_DAYS, daysOf } from "../analytics/analytics-period";
import { BEACON_EVENTS } from "../analytics/dimensions";
import { CONTENT_LOCALES } from "../i18n/locales";
import { zIdParam } from "./id";

const zDay = () => z.string().refine(isCalendarDay, { error: "invalid" });

/** `?storeId=&from=&to=` of GET /api/analytics/summary and the dashboard's period: days of the venue's calendar, both included. */
export const ZAnalyticsQuery = z
  .object({ storeId: zIdParam(), from: zDay(), to: zDay() })
  .refine(({ from, to }) => from <= to && daysOf(from, to).length <= MAX_PERIOD_DAYS, { error: "invalid", path: ["to"] });

export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

const ZKeyCount = z.object({
  key: z.string(),
  /** what the owner reads: a table's or a dish's name (the key itself when it no longer exists) */
  label: z.string(),
  count: z.number().int().min(0),
});

export type KeyCount = z.infer<typeof ZKeyCount>;

/** What the owner's dashboard and GET /api/analytics/summary show for a period (days of the venue's calendar, both ends included). */
export const ZAnalyticsSummary = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  opens: z.number().int(),
  previousOpens: z.number().int(),
  /** one entry per day of the period; `previous` is the same day of the previous period */
  days: z.array(z.object({ day: z.string(), opens: z.number().int(), previous: z.number().int() })),
  /** opens by ISO weekday (index 0 = Monday) and hour (0–23) */
  weekHours: z.array(z.array(z.number().int()).length(24)).length(7),
  tables: z.array(ZKeyCount),
  locales: z.array(ZKeyCount),
  devices: z.array(ZKeyCount),
  products: z.array(ZKeyCount),
  /** searches without result typed by at least two visits, most frequent first */
  searches: z.array(ZKeyCount),
  filters: z.array(ZKeyCount),
  promotions: z.array(ZKeyCount),
  /** cart lists shown to the waiter, review links followed, Wi-Fi cards opened */
  actions: z.object({ cart: z.number().int(), review: z.number().int(), wifi: z.number().int() }),
});

export type AnalyticsSummary = z.infer<typeof ZAnalyticsSummary>;

/** Where the guest pages put a beacon's body: in the address, so a cache in front can answer it. */
export const ZBeaconQuery = z.object({
  b: z.string().optional().describe("the beacon's body (the JSON of the request body), URL-encoded; the request then has no body"),
});

/** The body a guest page's beacon sends (as text/plain, which sendBeacon uses): read leniently, unknown events are skipped. */
export const ZBeaconBody = z.object({
  locale: z.enum(CONTENT_LOCALES),
  device: z.enum(["phone", "desktop"]),
  table: z.string().regex(/^\d{1,6}$/).optional().describe("the table position the QR code carried"),
  events: z
    .array(z.tuple([z.enum(BEACON_EVENTS)], z.string()))
    .max(50)
    .describe("[event, value?]: a product id, a search typed without result, a filter, a promotion position"),
});
