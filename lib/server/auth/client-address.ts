/** The client's address as seen by the nearest proxy (the last x-forwarded-for entry). */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name);
    const value = headers[name];
    return Array.isArray(value) ? value.join(",") : (value ?? null);
  };
  const forwarded = get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return last ?? get("x-real-ip") ?? "unknown";
}
