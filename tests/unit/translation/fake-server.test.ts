import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeServer } from "@/tests/support/translation-servers/fake-server";
import { startLibreTranslateServer } from "@/tests/support/translation-servers/libretranslate-server";

describe("fake translation server", () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startLibreTranslateServer();
  });
  afterEach(() => server.close());

  const translate = () =>
    fetch(`${server.url}/translate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ q: "Чай", source: "ru", target: "en" }) }).then((answer) => answer.json());

  it("holds its answers, recording the requests, until released", async () => {
    server.hold();
    let answered = false;
    const answer = translate().then((body) => ((answered = true), body));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(answered).toBe(false);
    server.release();
    expect(await answer).toEqual({ translatedText: "[en] ЧАЙ" });
    expect(await translate()).toEqual({ translatedText: "[en] ЧАЙ" });
  });

  it("answers after the delay it was given", async () => {
    server.delay(300);
    const started = performance.now();
    expect(await translate()).toEqual({ translatedText: "[en] ЧАЙ" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
