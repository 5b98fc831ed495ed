import { createHash } from "node:crypto";
import type { PrimaryOrigin } from "../domain/translations/field-sources";

/** The hash a translated field keeps of the primary text it was made from; the same as PostgreSQL's `md5(text)`. */
export const sourceHash = (text: string): string => createHash("md5").update(text, "utf8").digest("hex");

/** Each field's primary text as it is now, with its hash: what a translation made now is made from. */
export const primaryOrigins = (fields: readonly string[], primary: Readonly<Record<string, string | null | undefined>>): Record<string, PrimaryOrigin> =>
  Object.fromEntries(fields.map((field) => [field, { from: sourceHash(primary[field] ?? ""), text: primary[field] ?? "" }]));
