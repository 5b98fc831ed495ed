import { createHash } from "node:crypto";

/** The hash a translated field keeps of the primary text it was made from; the same as PostgreSQL's `md5(text)`. */
export const sourceHash = (text: string): string => createHash("md5").update(text, "utf8").digest("hex");
