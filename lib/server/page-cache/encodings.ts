export type Encoding = "br" | "gzip" | "identity";

/** The best encoding of ours the client accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  const quality = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}
