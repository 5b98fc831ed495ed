import { z } from "zod";

/** The largest value of the `integer` columns that hold ids and versions. */
export const MAX_ID = 2_147_483_647;

/** A row id (or version) as JSON sends it: a whole number 1..MAX_ID. */
export const zId = () => z.number({ error: "required" }).int().positive().max(MAX_ID);

/** A row id from a URL or form field ("42"): the same bounds, decimal digits only. */
export const zIdParam = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(zId());

/** The id in a URL segment, or null when it is not one. */
export function idParam(raw: string): number | null {
  const parsed = zIdParam().safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The `{id}` segment of an API path. */
export const ZIdPath = z.object({ id: zIdParam() });

/** `?storeId=` of the API routes on one store. */
export const ZStoreIdQuery = z.object({ storeId: zIdParam() });
