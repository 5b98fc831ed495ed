import { BEACON_MAX_BYTES, BEACON_PATH, type BeaconBody } from "./dimensions";

/** The query parameter a guest page's beacon carries its body in. */
const PARAMETER = "b";

/**
 * Where a guest page sends a beacon: its body rides in the address, so an edge in front (deploy/nginx/carta-cache.conf)
 * can answer it and pass its line on without reading a body.
 */
export function beaconUrl(body: BeaconBody): string {
  return `${BEACON_PATH}?${new URLSearchParams({ [PARAMETER]: JSON.stringify(body) })}`;
}

/**
 * The beacon body a request's query (`b=…`, with or without its "?") carries: undefined when it carries none, null
 * when it is over BEACON_MAX_BYTES.
 */
export function beaconInQuery(query: string): string | null | undefined {
  if (!query.includes(`${PARAMETER}=`)) return undefined;
  const text = new URLSearchParams(query).get(PARAMETER);
  if (text === null) return undefined;
  return new TextEncoder().encode(text).byteLength > BEACON_MAX_BYTES ? null : text;
}
