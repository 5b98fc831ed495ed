import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deeplBaseUrl, deeplProvider } from "@/lib/translation/providers/deepl";
import { startDeeplServer, type DeeplServer } from "@/tests/support/translation-servers/deepl-server";
import { translateMenuSample, translatedMenuSample } from "@/tests/support/translation-servers/menu-sample";
import { recordingRetry } from "./provider-fixtures";

describe("DeepL provider", () => {
  let server: DeeplServer;
  beforeEach(async () => {
    server = await startDeeplServer({ apiKey: "secret:fx" });
  });
  afterEach(() => server.close());

  const provider = (retry = recordingRetry().retry) => deeplProvider({ apiKey: "secret:fx", baseUrl: server.url }, { retry });

  it("sends the documented request and reads the translations", async () => {
    const translated = await provider().translate({ texts: ["Чай", "Кофе & булочка"], from: "ru", to: "zh" });
    expect(translated).toEqual(["[zh-hans] ЧАЙ", "[zh-hans] КОФЕ & БУЛОЧКА"]);
    expect(server.problems).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/v2/translate");
    expect(request?.headers.authorization).toBe("DeepL-Auth-Key secret:fx");
    expect(request?.body).toMatchObject({ text: ["Чай", "Кофе &amp; булочка"], source_lang: "RU", target_lang: "ZH-HANS", tag_handling: "xml" });
  });

  it("sends more than 50 texts in several requests and counts the characters", async () => {
    const texts = Array.from({ length: 60 }, (_, index) => `Блюдо ${index}`);
    const deepl = provider();
    const translated = await deepl.translate({ texts, from: "ru", to: "en" });
    expect(translated).toHaveLength(60);
    expect(translated[59]).toBe("[en-gb] БЛЮДО 59");
    expect(server.requests.map((request) => (request.body as { text: string[] }).text.length)).toEqual([50, 10]);
    expect(deepl.usage()).toEqual({ requests: 2, texts: 60, characters: texts.join("").length });
  });

  it("waits as Retry-After says after 429 and then succeeds", async () => {
    const { retry, waits } = recordingRetry();
    server.replyNext({ status: 429, headers: { "retry-after": "2" }, body: { message: "Too many requests" } }, { status: 503, body: "" });
    expect(await provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[en-gb] ЧАЙ"]);
    expect(waits).toEqual([2000, 150]);
    expect(server.requests).toHaveLength(3);
  });

  it("gives up on a used-up quota (456) without retrying", async () => {
    server.replyNext({ status: 456, body: { message: "Quota exceeded" } });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "quota", retryable: false, status: 456 });
    expect(server.requests).toHaveLength(1);
  });

  it("reports a wrong key as an authentication failure", async () => {
    const wrong = deeplProvider({ apiKey: "other", baseUrl: server.url }, { retry: recordingRetry().retry });
    await expect(wrong.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "auth", retryable: false });
  });

  it("rejects a malformed answer", async () => {
    server.replyNext({ status: 200, body: { translations: [{ text: "Tea" }] } });
    await expect(provider().translate({ texts: ["Чай", "Кофе"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response", retryable: true });
    server.replyNext({ status: 200, body: "<html>proxy error</html>" });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("turns glossary terms into a DeepL glossary, created once and passed by id", async () => {
    const deepl = provider();
    const glossary = [{ term: "Крафт", translation: "Kraft" }, { term: "Шоколадница" }];
    await deepl.translate({ texts: ["Пиво Крафт"], from: "ru", to: "en", glossary });
    const [answer] = await deepl.translate({ texts: ["Крафт лагер"], from: "ru", to: "en", glossary });
    expect(answer).toBe("[en-gb] Kraft ЛАГЕР");
    const created = server.requests.filter((request) => request.path === "/v2/glossaries" && request.method === "POST");
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ source_lang: "RU", target_lang: "EN", entries_format: "tsv", entries: "Крафт\tKraft\nШоколадница\tШоколадница" });
    const [id] = server.glossaries.keys();
    expect(server.requests.filter((request) => request.path === "/v2/translate").map((request) => (request.body as { glossary_id?: string }).glossary_id)).toEqual([id, id]);
    expect(server.problems).toEqual([]);

    const restarted = provider();
    expect(await restarted.translate({ texts: ["Крафт"], from: "ru", to: "en", glossary })).toEqual(["[en-gb] Kraft"]);
    expect(server.requests.filter((request) => request.path === "/v2/glossaries" && request.method === "POST")).toHaveLength(1);
    expect(server.glossaries.size).toBe(1);
  });

  it("protects abbreviations, terms, markdown, numbers, prices and units", async () => {
    expect(await translateMenuSample(provider(), "en")).toEqual(translatedMenuSample("en-gb", "en"));
    expect(server.problems).toEqual([]);
  });

  it("picks the Free API host for :fx keys", () => {
    expect(deeplBaseUrl({ apiKey: "abc:fx" })).toBe("https://api-free.deepl.com");
    expect(deeplBaseUrl({ apiKey: "abc" })).toBe("https://api.deepl.com");
  });
});
