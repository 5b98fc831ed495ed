import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openAiProvider } from "@/lib/translation/providers/openai";
import { translateTexts } from "@/lib/translation/translate-texts";
import type { FakeServer } from "@/tests/support/translation-servers/fake-server";
import { chatCompletion, startOpenAiServer } from "@/tests/support/translation-servers/openai-server";
import { recordingRetry } from "./provider-fixtures";

describe("OpenAI-compatible chat-completions provider", () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startOpenAiServer({ apiKey: "sk-test", model: "qwen2.5:7b" });
  });
  afterEach(() => server.close());

  const provider = (retry = recordingRetry().retry) =>
    openAiProvider({ baseUrl: `${server.url}/v1`, model: "qwen2.5:7b", apiKey: "sk-test" }, { retry });

  it("asks for a JSON-schema answer with one string per text and reads it", async () => {
    expect(await provider().translate({ texts: ["Чай", "Суп"], from: "ru", to: "ar" })).toEqual(["[arabic] ЧАЙ", "[arabic] СУП"]);
    expect(server.problems).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = request?.body as { model: string; response_format: unknown; messages: { role: string; content: string }[] };
    expect(body.model).toBe("qwen2.5:7b");
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: {
        name: "menu_translations",
        strict: true,
        schema: {
          type: "object",
          properties: { translations: { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 } },
          required: ["translations"],
          additionalProperties: false,
        },
      },
    });
    expect(JSON.parse(body.messages.find((message) => message.role === "user")?.content ?? "")).toEqual({ texts: ["Чай", "Суп"] });
  });

  it("sends no key to a local server that needs none", async () => {
    const local = await startOpenAiServer({ model: "llama" });
    try {
      const llama = openAiProvider({ baseUrl: `${local.url}/v1`, model: "llama" }, { retry: recordingRetry().retry });
      expect(await llama.translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[english] ЧАЙ"]);
      expect(local.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it("batches by count", async () => {
    const texts = Array.from({ length: 45 }, (_, index) => `Блюдо ${index}`);
    expect(await provider().translate({ texts, from: "ru", to: "en" })).toHaveLength(45);
    expect(server.requests).toHaveLength(3);
  });

  it("retries 429 and 500, then succeeds", async () => {
    const { retry, waits } = recordingRetry();
    server.replyNext(
      { status: 429, headers: { "retry-after": "3" }, body: { error: { message: "Rate limit reached", type: "requests" } } },
      { status: 500, body: { error: { message: "server error", type: "server_error" } } },
    );
    expect(await provider(retry).translate({ texts: ["Чай"], from: "ru", to: "en" })).toEqual(["[english] ЧАЙ"]);
    expect(waits).toEqual([3000, 150]);
  });

  it("rejects answers of the wrong length, cut off, or not JSON", async () => {
    server.replyNext(chatCompletion("qwen2.5:7b", JSON.stringify({ translations: ["one"] })));
    await expect(provider().translate({ texts: ["Чай", "Суп"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response", retryable: true });
    server.replyNext(chatCompletion("qwen2.5:7b", '{"translations": ["Te', "length"));
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
    server.replyNext(chatCompletion("qwen2.5:7b", "Sure! Here is the translation: Tea"));
    await expect(provider().translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "bad-response" });
  });

  it("reports a wrong key as an authentication failure", async () => {
    const wrong = openAiProvider({ baseUrl: `${server.url}/v1`, model: "qwen2.5:7b", apiKey: "sk-other" }, { retry: recordingRetry().retry });
    await expect(wrong.translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({ kind: "auth", retryable: false });
  });

  it("names glossary terms in the instructions and keeps markdown, numbers, prices and units", async () => {
    const [outcome] = await translateTexts(provider(), {
      texts: ["**Пельмени с/с** — 350 ₽, 300 г\n- Морс 0,5 л\n- Пиво Крафт"],
      from: "ru",
      to: "en",
      rules: { abbreviations: [{ short: "с/с", full: "собственного производства" }], terms: [{ term: "Крафт", translation: "Kraft" }] },
    });
    expect(outcome).toEqual({ ok: true, text: "[english] **ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА** — 350 ₽, 300 g\n- МОРС 0,5 l\n- ПИВО Kraft" });
  });

  it("fails a text whose placeholders the model dropped instead of publishing it", async () => {
    server.replyNext(chatCompletion("qwen2.5:7b", JSON.stringify({ translations: ["Dumplings", "Tea <x id=\"0\"/>"] })));
    const outcomes = await translateTexts(provider(), { texts: ["Пельмени 350 ₽", "Чай 0,5 л"], from: "ru", to: "en" });
    expect(outcomes[0]).toMatchObject({ ok: false, error: { kind: "placeholders", retryable: true } });
    expect(outcomes[1]).toEqual({ ok: true, text: "Tea 0,5 l" });
  });
});
