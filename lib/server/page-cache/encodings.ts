import "server-only";
export type Encoding = "br" | "gzip" | "identity";

/** Accept-Encoding values seen lately: browsers send a handful of them, every request. */
const MAX_REMEMBERED = 256;
const picked = new Map<string, Encoding>();

/** The best encoding of ours the client accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = String(acceptEncoding ?? "");
  let found = picked.get(header);
  if (!found) {
    if (picked.size >= MAX_REMEMBERED) picked.clear();
    picked.set(header, (found = parseEncoding(header)));
  }
  return found;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
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
