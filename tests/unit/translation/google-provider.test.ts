import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { googleProvider } from "@/lib/translation/providers/google";
import type { FakeServer } from "@/tests/support/translation-servers/fake-server";
import { startGoogleServer } from "@/tests/support/translation-servers/google-server";
import { translateMenuSample, translatedMenuSample } from "@/tests/support/translation-servers/menu-sample";
import { recordingRetry } from "./provider-fixtures";

describe("Google Cloud Translation provider", () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startGoogleServer({ apiKey: "g-key" });
  });
  afterEach(() => server.close());

  const provider = (retry = recordingRetry().retry) => googleProvider({ apiKey: "g-key", baseUrl: server.url }, { retry });

  it("sends the v2 request with the key in the query and reads data.translations", async () => {
    expect(await provider().translate({ texts: ["Чай", "Пирог 'дня'"], from: "ru", to: "zh" })).toEqual(["[zh-cn] ЧАЙ", "[zh-cn] ПИРОГ 'ДНЯ'"]);
    expect(server.problems).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/language/translate/v2");
    expect(request?.query.get("key")).toBe("g-key");
    expect(request?.body).toEqual({ q: ["Чай", "Пирог 'дня'"], source: "ru", target: "zh-CN", format: "html" });
  });

  it("batches by characters as well as by count", async () => {
    const texts = Array.from({ length: 6 }, () => "щ".repeat(1_500));
    await provider().translate({ texts, from: "ru", to: "en" });
    expect(server.requests.map((request) => (request.body as { q: string[] }).q.length)).toEqual([3, 3]);
  });

  it("retries a rate-limit answer with backoff, then succeeds", async () => {
    const { retry, waits } = recordingRetry();
    server.replyNext({
      status: 403,
      body: { error: { code: 403, message: "User Rate Limit Exceeded", errors: [{ reason: "userRateLimitExceeded" }] } },
    });
    expect(await provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[en] ЧАЙ"]);
    expect(waits).toEqual([75]);
  });

  it("gives up on a spent daily quota and on a bad key", async () => {
    server.replyNext({ status: 403, body: { error: { code: 403, message: "Daily Limit Exceeded", errors: [{ reason: "dailyLimitExceeded" }] } } });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "quota", retryable: false });
    const wrong = googleProvider({ apiKey: "nope", baseUrl: server.url }, { retry: recordingRetry().retry });
    await expect(wrong.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "auth", retryable: false });
    expect(server.requests).toHaveLength(2);
  });

  it("rejects a malformed answer", async () => {
    server.replyNext({ status: 200, body: { translations: [] } });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("protects abbreviations, terms, markdown, numbers, prices and units", async () => {
    expect(await translateMenuSample(provider(), "en")).toEqual(translatedMenuSample("en", "en"));
    expect(JSON.stringify(server.requests[0]?.body)).not.toContain("Крафт");
  });
});
