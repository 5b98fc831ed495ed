/** A named count (a table, a language, a dish, a search). */
export interface KeyCount {
  key: string;
  /** what the owner reads: a table's or a dish's name (the key itself when it no longer exists) */
  label: string;
  count: number;
}

/** What the owner's dashboard and GET /api/analytics/summary show for a period (days of the venue's calendar, both ends included). */
export interface AnalyticsSummary {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  opens: number;
  previousOpens: number;
  /** one entry per day of the period; `previous` is the same day of the previous period */
  days: { day: string; opens: number; previous: number }[];
  /** opens by ISO weekday (index 0 = Monday) and hour (0–23) */
  weekHours: number[][];
  tables: KeyCount[];
  locales: KeyCount[];
  devices: KeyCount[];
  products: KeyCount[];
  /** searches without result typed by at least two visits, most frequent first */
  searches: KeyCount[];
  filters: KeyCount[];
  promotions: KeyCount[];
  /** cart lists shown to the waiter, review links followed, Wi-Fi cards opened */
  actions: { cart: number; review: number; wifi: number };
}
