/** The tag of the syslog messages an edge sends its beacon lines in (deploy/nginx/carta-cache.conf). */
const EDGE_BEACON_TAG = "carta_beacon";

/** A beacon an edge answered itself: its status, host and query, and the headers that decide whether it counts. */
export interface EdgeBeacon {
  status: string;
  host: string;
  query: string;
  headers: Pick<Headers, "get">;
}

/**
 * The beacon in a syslog message (RFC 3164) from the edge: its access-log line after the tag, a JSON object of the
 * answer's status, the host, the query and headers by their names (`log_format carta_beacon`). Null for anything else.
 */
export function edgeBeaconLine(message: string): EdgeBeacon | null {
  const marker = `${EDGE_BEACON_TAG}: `;
  const start = message.indexOf(marker);
  if (start === -1) return null;
  let line: unknown;
  try {
    line = JSON.parse(message.slice(start + marker.length));
  } catch {
    return null;
  }
  if (typeof line !== "object" || line === null || Array.isArray(line)) return null;
  const fields = line as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
  return { status: text("status"), host: text("host"), query: text("query"), headers: { get: (name: string) => text(name.toLowerCase()) || null } };
}
