import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { libreTranslateProvider } from "@/lib/translation/providers/libretranslate";
import type { FakeServer } from "@/tests/support/translation-servers/fake-server";
import { startLibreTranslateServer } from "@/tests/support/translation-servers/libretranslate-server";
import { translateMenuSample, translatedMenuSample } from "@/tests/support/translation-servers/menu-sample";
import { recordingRetry } from "./provider-fixtures";

describe("LibreTranslate provider", () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startLibreTranslateServer({ apiKey: "lt-key" });
  });
  afterEach(() => server.close());

  const provider = (retry = recordingRetry().retry) => libreTranslateProvider({ baseUrl: server.url, apiKey: "lt-key" }, { retry });

  it("sends q as an array with api_key and reads translatedText as an array", async () => {
    expect(await provider().translate({ texts: ["Чай", "Суп"], from: "ru", to: "fr" })).toEqual(["[fr] ЧАЙ", "[fr] СУП"]);
    expect(server.problems).toEqual([]);
    expect(server.requests[0]?.path).toBe("/translate");
    expect(server.requests[0]?.body).toEqual({ q: ["Чай", "Суп"], source: "ru", target: "fr", format: "html", api_key: "lt-key" });
  });

  it("batches long lists", async () => {
    const texts = Array.from({ length: 30 }, (_, index) => `Блюдо ${index}`);
    expect(await provider().translate({ texts, from: "ru", to: "en" })).toHaveLength(30);
    expect(server.requests.map((request) => (request.body as { q: string[] }).q.length)).toEqual([25, 5]);
  });

  it("retries 429 and network failures, honouring Retry-After", async () => {
    const { retry, waits } = recordingRetry();
    server.replyNext({ status: 429, headers: { "retry-after": "1" }, body: { error: "Slowdown: 30 per 1 minute" } });
    expect(await provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[en] ЧАЙ"]);
    expect(waits).toEqual([1000]);

    const closed = libreTranslateProvider({ baseUrl: "http://127.0.0.1:9" }, { retry: recordingRetry({ retries: 1 }).retry });
    await expect(closed.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "unavailable", retryable: true });
  });

  it("does not wait in-process for a Retry-After beyond the limit, and tells the caller how long", async () => {
    const { retry, waits } = recordingRetry({ maxRetryAfterMs: 10_000 });
    server.replyNext({ status: 429, headers: { "retry-after": "120" }, body: { error: "Slowdown" } });
    await expect(provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "rate-limited", retryAfterMs: 120_000 });
    expect(waits).toEqual([]);
  });

  it("reports a refused key and a malformed answer", async () => {
    const wrong = libreTranslateProvider({ baseUrl: server.url, apiKey: "nope" }, { retry: recordingRetry().retry });
    await expect(wrong.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "auth", retryable: false });
    server.replyNext({ status: 200, body: { translatedText: "ЧАЙ" } });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("protects abbreviations, terms, markdown, numbers, prices and units", async () => {
    expect(await translateMenuSample(provider(), "zh")).toEqual(translatedMenuSample("zh", "zh"));
  });
});
