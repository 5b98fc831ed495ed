import { z } from "zod";
import { zIdParam } from "./id";

export const HISTORY_EVENTS = ["create", "update", "destroy"] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];
export const HISTORY_PAGE_SIZE = 20;

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const zId = zIdParam();

const FIELDS = {
  event: z.enum(HISTORY_EVENTS),
  objectType: z.string().regex(/^[a-z_]{1,40}$/),
  userId: zId,
  from: zDay,
  to: zDay,
  page: zId,
};

export interface ActionFilters {
  event?: HistoryEvent;
  objectType?: string;
  userId?: number;
  from?: string;
  to?: string;
  page: number;
}

/** Filters from the query string: each malformed or empty value is simply left out. */
export function parseActionFilters(query: Record<string, string | string[] | undefined>): ActionFilters {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(FIELDS)) {
    const raw = query[key];
    const parsed = schema.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (parsed.success) result[key] = parsed.data;
  }
  return { page: 1, ...result } as ActionFilters;
}

export const ZActionId = zId;
