import { afterEach, describe, expect, it } from "vitest";
import { TRANSLATION_MAX_ANSWER_BYTES } from "@/lib/translation/http";
import { deeplProvider } from "@/lib/translation/providers/deepl";
import { googleProvider } from "@/lib/translation/providers/google";
import { libreTranslateProvider } from "@/lib/translation/providers/libretranslate";
import { openAiProvider } from "@/lib/translation/providers/openai";
import { yandexProvider } from "@/lib/translation/providers/yandex";
import type { TranslationProvider } from "@/lib/translation/types";
import { type FloodServer, startFloodServer } from "@/tests/support/translation-servers/flood-server";
import { recordingRetry } from "./provider-fixtures";

const FLOOD_BYTES = 300 * 1024 * 1024;

const providers: [string, (url: string) => TranslationProvider][] = [
  ["DeepL", (url) => deeplProvider({ apiKey: "secret:fx", baseUrl: url }, { retry: recordingRetry().retry })],
  ["Google", (url) => googleProvider({ apiKey: "g-key", baseUrl: url }, { retry: recordingRetry().retry })],
  ["Yandex", (url) => yandexProvider({ apiKey: "y-key", folderId: "b1gfolder", baseUrl: url }, { retry: recordingRetry().retry })],
  ["LibreTranslate", (url) => libreTranslateProvider({ baseUrl: url }, { retry: recordingRetry().retry })],
  ["OpenAI-compatible", (url) => openAiProvider({ baseUrl: `${url}/v1`, model: "m", apiKey: "sk" }, { retry: recordingRetry().retry })],
];

describe("an engine's oversized answer", () => {
  let server: FloodServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each(providers)("%s stops reading a chunked answer at the cap and says why", async (_name, provider) => {
    server = await startFloodServer(FLOOD_BYTES);
    const failure = await provider(server.url)
      .translate({ texts: ["Чай"], from: "ru", to: "en" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "bad-response", message: expect.stringContaining("the answer is larger than 4 MB; reading stopped there") });
    await server.clientClosed();
    // What was written is the cap plus whatever the sockets buffered: far from the whole flood.
    expect(server.sent()).toBeLessThan(TRANSLATION_MAX_ANSWER_BYTES + 16 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    server = await startFloodServer(FLOOD_BYTES, true);
    await expect(providers[3]![1](server.url).translate({ texts: ["Чай"], from: "ru", to: "en" })).rejects.toMatchObject({
      kind: "bad-response",
      message: expect.stringContaining("larger than 4 MB"),
    });
    await server.clientClosed();
    expect(server.sent()).toBeLessThan(TRANSLATION_MAX_ANSWER_BYTES);
  });

  it("reads an answer just under the cap", async () => {
    const { readCappedText } = await import("@/lib/http/read-capped-body");
    const body = "x".repeat(1000);
    expect(await readCappedText(new Response(body), 1000)).toBe(body);
    await expect(readCappedText(new Response(`${body}x`), 1000)).rejects.toMatchObject({ name: "AnswerTooLargeError" });
  });
});
