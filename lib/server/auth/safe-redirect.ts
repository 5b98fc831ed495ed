import "server-only";
/** A same-site path to go to after sign-in, or the fallback: never another origin. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  let path = value.trim();
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return fallback;
  } catch {
    return fallback;
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\r\n\t]/.test(path)) return fallback;
  path = path.replace(/\\/g, "/");
  if (path.startsWith("//")) return fallback;
  return path;
}

/** Keeps same-origin absolute URLs as paths; anything else becomes the fallback. */
export function safeCallbackUrl(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return fallback;
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, fallback);
  } catch {
    return fallback;
  }
}
