import { StorageKeyError } from "./storage";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** Relative paths of plain segments only: no `..`, no absolute paths, no backslashes or odd characters. */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

/** Keys under this folder are private: never served by /files nor kept where S3_PUBLIC_URL reaches. */
export const PRIVATE_KEY_PREFIX = "private/";
// Menu exports were kept here before they moved under private/; such keys stay private.
const LEGACY_PRIVATE_PREFIXES = [PRIVATE_KEY_PREFIX, "exports/"];

export const isPrivateStorageKey = (key: string) => LEGACY_PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A key that /files may serve to anyone: safe and not private. */
export const isPublicStorageKey = (key: string) => isSafeStorageKey(key) && !isPrivateStorageKey(key);

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new StorageKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The content type a key's extension stands for (the local driver keeps no other metadata). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
