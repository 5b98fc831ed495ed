import { z } from "zod";
import { isCalendarDay, MAX_PERIOD_DAYS, daysOf } from "../analytics/analytics-period";
import { zIdParam } from "./id";

const zDay = () => z.string().refine(isCalendarDay, { error: "invalid" });

/** `?storeId=&from=&to=` of GET /api/analytics/summary and the dashboard's period: days of the venue's calendar, both included. */
export const ZAnalyticsQuery = z
  .object({ storeId: zIdParam(), from: zDay(), to: zDay() })
  .refine(({ from, to }) => from <= to && daysOf(from, to).length <= MAX_PERIOD_DAYS, { error: "invalid", path: ["to"] });

export type AnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;
