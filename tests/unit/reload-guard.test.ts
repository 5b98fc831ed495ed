import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canReload, isChunkLoadError } from "@/lib/domain/reload-guard";

describe("canReload", () => {
  it("allows the first reload", () => expect(canReload(null, 1000)).toBe(true));
  it("refuses a second reload within 10,000 ms", () => {
    expect(canReload(50_000, 59_999)).toBe(false);
    expect(canReload(50_000, 60_000)).toBe(true);
  });
  it("never allows two reloads less than the guard apart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 9_999 }), (last, delta) => {
        expect(canReload(last, last + delta)).toBe(false);
      }),
    );
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [{ name: "ChunkLoadError", message: "Loading chunk 123 failed." }],
    [new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/a.js")],
    ["Loading CSS chunk app-layout failed"],
  ])("recognises %o", (reason) => expect(isChunkLoadError(reason)).toBe(true));

  it.each([[null], [new Error("boom")], ["TypeError: x is undefined"]])("ignores %o", (reason) =>
    expect(isChunkLoadError(reason)).toBe(false),
  );
});
