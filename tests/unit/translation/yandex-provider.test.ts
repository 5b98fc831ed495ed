import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { yandexProvider } from "@/lib/translation/providers/yandex";
import { translateTexts } from "@/lib/translation/translate-texts";
import type { FakeServer } from "@/tests/support/translation-servers/fake-server";
import { startYandexServer } from "@/tests/support/translation-servers/yandex-server";
import { translateMenuSample, translatedMenuSample } from "@/tests/support/translation-servers/menu-sample";
import { recordingRetry } from "./provider-fixtures";

describe("Yandex Cloud Translate provider", () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startYandexServer({ apiKey: "y-key", folderId: "b1gfolder" });
  });
  afterEach(() => server.close());

  const provider = (retry = recordingRetry().retry) => yandexProvider({ apiKey: "y-key", folderId: "b1gfolder", baseUrl: server.url }, { retry });

  it("sends the v2 request with Api-Key auth and reads translations", async () => {
    expect(await provider().translate({ texts: ["Чай", "Суп"], from: "ru", to: "tr" })).toEqual(["[tr] ЧАЙ", "[tr] СУП"]);
    expect(server.problems).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/translate/v2/translate");
    expect(request?.headers.authorization).toBe("Api-Key y-key");
    expect(request?.body).toEqual({ sourceLanguageCode: "ru", targetLanguageCode: "tr", format: "HTML", texts: ["Чай", "Суп"], folderId: "b1gfolder" });
  });

  it("keeps every request under 10,000 characters", async () => {
    const texts = Array.from({ length: 5 }, () => "щ".repeat(4_000));
    const yandex = provider();
    expect(await yandex.translate({ texts, from: "ru", to: "en" })).toHaveLength(5);
    expect(server.problems).toEqual([]);
    expect(server.requests).toHaveLength(3);
    expect(yandex.usage()).toEqual({ requests: 3, texts: 5, characters: 20_000 });
  });

  it("retries 429 (RESOURCE_EXHAUSTED) with backoff, then succeeds", async () => {
    const { retry, waits } = recordingRetry();
    server.replyNext({ status: 429, body: { code: 8, message: "Quota limit exceeded", details: [] } }, { status: 429, body: { code: 8, message: "Quota limit exceeded", details: [] } });
    expect(await provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[en] ЧАЙ"]);
    expect(waits).toEqual([75, 150]);
  });

  it("stops after the configured retries with a retryable error", async () => {
    const { retry, waits } = recordingRetry({ retries: 2 });
    const busy = { status: 503, body: { code: 14, message: "unavailable", details: [] } };
    server.replyNext(busy, busy, busy);
    await expect(provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "unavailable", retryable: true });
    expect(waits).toHaveLength(2);
  });

  it("reports a wrong key and a malformed answer", async () => {
    const wrong = yandexProvider({ apiKey: "nope", baseUrl: server.url }, { retry: recordingRetry().retry });
    await expect(wrong.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "auth" });
    server.replyNext({ status: 200, body: { translations: [{ text: 42 }] } });
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("sends protected terms as an inline glossary and keeps markdown, numbers, prices and units", async () => {
    const [outcome] = await translateTexts(provider(), {
      texts: ["**Пельмени с/с** — 350 ₽, 300 г\n- Морс 0,5 л\n- Пиво Крафт"],
      from: "ru",
      to: "en",
      rules: { abbreviations: [{ short: "с/с", full: "собственного производства" }], terms: [{ term: "Крафт", translation: "Kraft" }] },
    });
    expect(outcome).toEqual({ ok: true, text: "[en] **ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА** — 350 ₽, 300 g\n- МОРС 0,5 l\n- ПИВО Kraft" });
    expect(server.requests[0]?.body).toMatchObject({
      glossaryConfig: { glossaryData: { glossaryPairs: [{ sourceText: "Крафт", translatedText: "Kraft", exact: true }] } },
    });
    expect(server.problems).toEqual([]);
  });

  it("protects abbreviations, terms, markdown, numbers, prices and units", async () => {
    expect(await translateMenuSample(provider(), "tr")).toEqual(translatedMenuSample("tr", "tr"));
    expect(server.problems).toEqual([]);
    expect(JSON.stringify(server.requests[0]?.body)).toContain("glossaryConfig");
  });
});
