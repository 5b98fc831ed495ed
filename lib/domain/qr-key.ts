import { randomBytes } from "node:crypto";

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
const KEY_BYTES = 18;
export const QR_KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A new unguessable key for a table's scan link. */
export function generateQrKey(): string {
  return randomBytes(KEY_BYTES).toString("base64url");
}

/** True for a string shaped like a key made by `generateQrKey`. */
export function isQrKey(value: unknown): value is string {
  return typeof value === "string" && QR_KEY_PATTERN.test(value);
}
