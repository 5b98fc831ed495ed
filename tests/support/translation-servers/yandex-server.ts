import { fakeTranslate } from "./fake-engine";
import { expectJsonPost, isStringArray, startFakeServer, type FakeServer, type Reply, type ServerOptions } from "./fake-server";

/** gRPC status codes in the body, as Yandex Cloud answers. */
const error = (status: number, code: number, message: string): Reply => ({ status, body: { code, message, details: [] } });

/**
 * Yandex Cloud Translate v2: `POST /translate/v2/translate` with `Authorization: Api-Key …`,
 * at most 10,000 characters, inline `glossaryConfig.glossaryData.glossaryPairs`;
 * answers `{translations: [{text}]}`.
 */
export async function startYandexServer({
  apiKey = "test-yandex-key",
  folderId,
  port,
}: ServerOptions & { apiKey?: string; folderId?: string } = {}): Promise<FakeServer> {
  return startFakeServer((request, problem) => {
    if (request.headers.authorization !== `Api-Key ${apiKey}`) {
      problem(`authorization header is ${request.headers.authorization}`);
      return error(401, 16, "Unknown api key");
    }
    if (!expectJsonPost(request, "/translate/v2/translate", problem)) return error(400, 3, "invalid request");
    const { texts, sourceLanguageCode, targetLanguageCode, format, glossaryConfig, folderId: sentFolder } = request.body as Record<string, unknown>;
    if (folderId !== undefined && sentFolder !== folderId) problem(`folderId ${String(sentFolder)}`);
    if (!isStringArray(texts) || texts.length === 0) {
      problem("texts must be a non-empty array of strings");
      return error(400, 3, "texts: required");
    }
    if (texts.join("").length > 10_000) {
      problem("more than 10000 characters");
      return error(400, 3, "texts: limit on total length exceeded");
    }
    if (typeof targetLanguageCode !== "string") {
      problem("targetLanguageCode missing");
      return error(400, 3, "targetLanguageCode: required");
    }
    if (format !== undefined && !["PLAIN_TEXT", "HTML", "FORMAT_UNSPECIFIED"].includes(String(format))) problem(`format ${String(format)}`);
    let glossary: Map<string, string> | undefined;
    if (glossaryConfig !== undefined) {
      const pairs = (glossaryConfig as { glossaryData?: { glossaryPairs?: { sourceText?: unknown; translatedText?: unknown }[] } }).glossaryData?.glossaryPairs;
      if (!Array.isArray(pairs) || typeof sourceLanguageCode !== "string") {
        problem("glossaryConfig without glossaryPairs or without sourceLanguageCode");
        return error(400, 3, "glossaryConfig: invalid");
      }
      glossary = new Map(pairs.map((pair) => [String(pair.sourceText), String(pair.translatedText)]));
    }
    return {
      status: 200,
      body: {
        translations: texts.map((text) => ({
          text: fakeTranslate(text, targetLanguageCode, { glossary }),
          ...(sourceLanguageCode === undefined ? { detectedLanguageCode: "ru" } : {}),
        })),
      },
    };
  }, port);
}
