/** The 1 MB that next.config.ts gives server actions (`serverActions.bodySizeLimit`). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** Deeper than any value Carta's forms send: Next.js fails on a reply nested far deeper with 500. */
const MAX_DEPTH = 32;

/**
 * The status to refuse a server action's body with, or null to let Next.js run the action. Carta's actions
 * take plain values, which the browser sends as a JSON array in a text body: anything else is refused
 * here, by content type and JSON shape alone (413 past the limit, 400 otherwise), because Next.js answers
 * such bodies with 500.
 */
export function actionBodyRefusal(contentType: string | null, body: string): 400 | 413 | null {
  if (Buffer.byteLength(body) > ACTION_BODY_LIMIT) return 413;
  if (!contentType?.toLowerCase().startsWith("text/plain")) return 400;
  let depth = 0;
  let inString = false;
  for (let n = 0; n < body.length; n++) {
    const char = body[n];
    if (inString) {
      if (char === "\\") n++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > MAX_DEPTH) return 400;
    } else if (char === "]" || char === "}") depth--;
  }
  try {
    return Array.isArray(JSON.parse(body)) ? null : 400;
  } catch {
    return 400;
  }
}
