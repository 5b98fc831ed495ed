import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRANSLATION_POLL_RESTART } from "@/lib/constants";
import { restartDelay } from "@/lib/domain/translations/poll-restart";

describe("when translation polling restarts after the followed entities changed", () => {
  it("uses the SPEC's debounce and maximum wait per type", () => {
    expect(TRANSLATION_POLL_RESTART).toEqual({
      Product: { debounceMs: 4000, maxWaitMs: 11_500 },
      Promotion: { debounceMs: 3500, maxWaitMs: 11_000 },
      Category: { debounceMs: 3000, maxWaitMs: 10_500 },
    });
  });

  it("waits the debounce after a first change", () => {
    expect(restartDelay(TRANSLATION_POLL_RESTART.Product, 1000, 1000)).toBe(4000);
    expect(restartDelay(TRANSLATION_POLL_RESTART.Category, 1000, 1000)).toBe(3000);
  });

  it("waits the debounce again after each further change, until the maximum wait since the first one", () => {
    const products = TRANSLATION_POLL_RESTART.Product;
    expect(restartDelay(products, 0, 3000)).toBe(4000);
    expect(restartDelay(products, 0, 9000)).toBe(2500);
    expect(restartDelay(products, 0, 11_500)).toBe(0);
    expect(restartDelay(products, 0, 20_000)).toBe(0);
  });

  it("never restarts later than the maximum wait after the first change", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(TRANSLATION_POLL_RESTART)), fc.nat(100_000), fc.nat(30_000), (restart, first, elapsed) => {
        const delay = restartDelay(restart, first, first + elapsed);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(restart.debounceMs);
        expect(first + elapsed + delay).toBeLessThanOrEqual(Math.max(first + restart.maxWaitMs, first + elapsed));
      }),
    );
  });
});
