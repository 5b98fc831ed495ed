import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeCallbackUrl, safeRedirectPath } from "@/lib/server/auth/safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/en/demo/admin-panel", "/ru?x=1", "/zh/a/b#c"])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,x",
    "evil.example",
    "/en\r\nLocation: https://evil.example",
    "",
    null,
    42,
  ])("refuses %s", (value) => expect(safeRedirectPath(value, "/fallback")).toBe("/fallback"));

  it("never returns anything a browser would treat as another origin", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeRedirectPath(value, "/");
        const resolved = new URL(result, "http://carta.test");
        expect(resolved.origin).toBe("http://carta.test");
      }),
    );
  });
});

describe("safeCallbackUrl", () => {
  const origin = "http://localhost:3000";
  it("turns same-origin URLs into paths", () => {
    expect(safeCallbackUrl("http://localhost:3000/en/x?y=1", origin)).toBe("/en/x?y=1");
    expect(safeCallbackUrl("/en/x", origin)).toBe("/en/x");
  });
  it.each(["http://localhost:3001/en", "https://localhost:3000/en", "http://evil.example/", "//evil.example"])(
    "refuses %s",
    (value) => expect(safeCallbackUrl(value, origin, "/")).toBe("/"),
  );
});
