import { fakeTranslate } from "./fake-engine";
import { expectJsonPost, isStringArray, startFakeServer, type FakeServer, type Reply, type ServerOptions } from "./fake-server";

const error = (status: number, message: string): Reply => ({ status, body: { error: message } });

/**
 * LibreTranslate: `POST /translate` with `q` (a string or an array), `source`, `target`, `format`, and
 * `api_key` when the server requires keys; for an array, `translatedText` is an array.
 */
export async function startLibreTranslateServer({ apiKey, port }: ServerOptions & { apiKey?: string } = {}): Promise<FakeServer> {
  return startFakeServer((request, problem) => {
    if (!expectJsonPost(request, "/translate", problem)) return error(400, "Invalid request");
    const { q, source, target, format, api_key } = request.body as Record<string, unknown>;
    if (apiKey !== undefined && api_key !== apiKey) {
      problem(`api_key is ${String(api_key)}`);
      return error(403, "Invalid API key");
    }
    if (typeof q !== "string" && !isStringArray(q)) {
      problem("q must be a string or an array of strings");
      return error(400, "Invalid request: missing q parameter");
    }
    if (typeof source !== "string" || typeof target !== "string") {
      problem("source and target are required");
      return error(400, "Invalid request: missing source or target parameter");
    }
    if (format !== undefined && format !== "text" && format !== "html") problem(`format ${String(format)}`);
    const translate = (text: string) => fakeTranslate(text, target, { tags: format === "html" ? "open-close" : "as-sent" });
    return { status: 200, body: { translatedText: typeof q === "string" ? translate(q) : q.map(translate) } };
  }, port);
}
