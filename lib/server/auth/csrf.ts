import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Checks a submitted csrf token against next-auth's double-submit cookie (`token|sha256(token+secret)`). */
export function isValidCsrf(submitted: unknown, cookieValue: string | undefined, secret: string): boolean {
  if (typeof submitted !== "string" || !submitted || !cookieValue) return false;
  const [token, hash] = cookieValue.split("|");
  if (!token || !hash) return false;
  const expected = createHash("sha256").update(`${token}${secret}`).digest("hex");
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return same(hash, expected) && same(submitted, token);
}
