import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Compares a received credential with the expected one in constant time. */
export function sameSecret(received: string, expected: string): boolean {
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
