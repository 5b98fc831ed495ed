import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchIndices } from "@/lib/translation/batching";
import { libreTranslateProvider } from "@/lib/translation/providers/libretranslate";
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter } from "@/lib/translation/retry";
import { translateTexts } from "@/lib/translation/translate-texts";
import type { TranslationProvider } from "@/lib/translation/types";
import { startFakeServer } from "@/tests/support/translation-servers/fake-server";

describe("batchIndices", () => {
  it("keeps every text once, in order, within the limits", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 })), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 80 }), (texts, maxTexts, maxChars) => {
        const batches = batchIndices(texts, { maxTexts, maxChars });
        expect(batches.flat()).toEqual(texts.map((_, index) => index));
        for (const batch of batches) {
          expect(batch.length).toBeLessThanOrEqual(maxTexts);
          if (batch.length > 1) expect(batch.reduce((sum, index) => sum + (texts[index]?.length ?? 0), 0)).toBeLessThanOrEqual(maxChars);
        }
      }),
    );
  });
});

describe("retry timing", () => {
  it("grows exponentially with jitter and stays under the cap", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (attempt, random) => {
        const delay = backoffDelay(attempt, { ...DEFAULT_RETRY_POLICY, random: () => random });
        const ceiling = Math.min(DEFAULT_RETRY_POLICY.maxDelayMs, DEFAULT_RETRY_POLICY.baseDelayMs * 2 ** attempt);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(ceiling);
      }),
    );
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("cancellation", () => {
  it("stops a translation when the caller aborts", async () => {
    const server = await startFakeServer(() => ({ status: 503, body: { error: "busy" } }));
    try {
      const controller = new AbortController();
      const provider = libreTranslateProvider(
        { baseUrl: server.url },
        { retry: { retries: 5, sleep: async () => controller.abort(new Error("shutting down")) } },
      );
      const sleeping = provider.translate({ texts: ["Чай"], from: "ru", to: "en", signal: controller.signal });
      await expect(sleeping).rejects.toMatchObject({ kind: "aborted", retryable: false });
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe("translateTexts", () => {
  const echo = (seen: string[][]): TranslationProvider => ({
    name: "libretranslate",
    configured: true,
    glossary: "none",
    usage: () => ({ requests: 0, texts: 0, characters: 0 }),
    async translate({ texts }) {
      seen.push([...texts]);
      return texts.map((text) => text.toUpperCase());
    },
  });

  it("does not send texts with nothing to translate, and keeps blank ones", async () => {
    const seen: string[][] = [];
    const outcomes = await translateTexts(echo(seen), { texts: ["350 ₽", "", "Чай 0,5 л", "  "], from: "ru", to: "en" });
    expect(outcomes).toEqual([
      { ok: true, text: "350 ₽" },
      { ok: true, text: "" },
      { ok: true, text: "ЧАЙ 0,5 l" },
      { ok: true, text: "  " },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toHaveLength(1);
  });

  it("sends no request at all when every text is only numbers", async () => {
    const seen: string[][] = [];
    await translateTexts(echo(seen), { texts: ["100 г", "5%"], from: "ru", to: "en" });
    expect(seen).toEqual([]);
  });
});
