import { fakeTranslate } from "./fake-engine";
import { expectJsonPost, isStringArray, startFakeServer, type FakeServer, type Reply, type ServerOptions } from "./fake-server";

const error = (code: number, message: string, reason: string, status: string): Reply => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain: "global", reason }], status } },
});

/**
 * Cloud Translation Basic v2: `POST /language/translate/v2?key=…` with `q` (at most 128 segments),
 * answering `{data: {translations: [{translatedText}]}}`; in HTML format, empty elements come back as start
 * and end tags and apostrophes as `&#39;`, as the real service writes them.
 */
export async function startGoogleServer({ apiKey = "test-google-key", port }: ServerOptions & { apiKey?: string } = {}): Promise<FakeServer> {
  return startFakeServer((request, problem) => {
    if (request.query.get("key") !== apiKey) {
      problem(`key parameter is ${request.query.get("key")}`);
      return error(400, "API key not valid. Please pass a valid API key.", "keyInvalid", "INVALID_ARGUMENT");
    }
    if (!expectJsonPost(request, "/language/translate/v2", problem)) return error(400, "Invalid request", "badRequest", "INVALID_ARGUMENT");
    const { q, source, target, format } = request.body as Record<string, unknown>;
    if (!isStringArray(q) || q.length === 0 || q.length > 128) {
      problem(`q must be an array of 1 to 128 strings`);
      return error(400, "Too many text segments", "badRequest", "INVALID_ARGUMENT");
    }
    if (typeof target !== "string" || target === "") {
      problem("target missing");
      return error(400, "Required Text", "required", "INVALID_ARGUMENT");
    }
    if (format !== "html" && format !== "text") problem(`format ${String(format)}`);
    const html = format === "html";
    return {
      status: 200,
      body: {
        data: {
          translations: q.map((text) => ({
            translatedText: html ? fakeTranslate(text, target, { tags: "open-close" }).replace(/'/g, "&#39;") : fakeTranslate(text, target),
            ...(source === undefined ? { detectedSourceLanguage: "ru" } : {}),
          })),
        },
      },
    };
  }, port);
}
