/**
 * A reader of the `WIFI:` QR format as phones implement it (ZXing's WifiResultParser): fields
 * `K:value;`, a backslash takes the next character literally, the payload ends with `;;`.
 */
export function parseWifiPayload(payload: string): Record<string, string> {
  if (!payload.startsWith("WIFI:") || !payload.endsWith(";;")) throw new Error(`not a WIFI payload: ${payload}`);
  const fields: Record<string, string> = {};
  let at = "WIFI:".length;
  while (at < payload.length - 1) {
    const colon = payload.indexOf(":", at);
    if (colon < 0) throw new Error(`field without a key at ${at}`);
    const key = payload.slice(at, colon);
    let value = "";
    let index = colon + 1;
    for (; index < payload.length && payload[index] !== ";"; index += 1) {
      if (payload[index] === "\\") index += 1;
      if (index >= payload.length) throw new Error("dangling backslash");
      value += payload[index];
    }
    if (key in fields) throw new Error(`repeated field ${key}`);
    fields[key] = value;
    at = index + 1;
  }
  return fields;
}
