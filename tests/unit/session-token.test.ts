import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidCsrf } from "@/lib/server/auth/csrf";
import { decodeSessionToken, encodeSessionToken } from "@/lib/server/auth/session-token";

const secret = "a-test-secret-that-is-long-enough-123";

describe("session tokens", () => {
  it("keep the same jti across refreshes and round-trip the claims", async () => {
    const first = await encodeSessionToken({ sub: "7", jti: "session-1", remember: true }, secret);
    const claims = await decodeSessionToken(first, secret);
    expect(claims).toMatchObject({ sub: "7", jti: "session-1", remember: true });
    const refreshed = await encodeSessionToken(claims!, secret);
    expect((await decodeSessionToken(refreshed, secret))?.jti).toBe("session-1");
  });

  it("give browser-session tokens a short server-side lifetime", async () => {
    const token = await encodeSessionToken({ sub: "7", jti: "j", remember: false }, secret);
    const claims = (await decodeSessionToken(token, secret))!;
    expect(claims.exp! - claims.iat!).toBe(24 * 60 * 60);
  });

  it("refuse tampered tokens and other secrets", async () => {
    const token = await encodeSessionToken({ sub: "7", jti: "j" }, secret);
    expect(await decodeSessionToken(token, `${secret}x`)).toBeNull();
    expect(await decodeSessionToken(`${token.slice(0, -2)}AA`, secret)).toBeNull();
    expect(await decodeSessionToken("garbage", secret)).toBeNull();
  });
});

describe("isValidCsrf", () => {
  const token = "abc123";
  const cookie = `${token}|${createHash("sha256").update(`${token}${secret}`).digest("hex")}`;
  it("accepts the double-submitted token", () => expect(isValidCsrf(token, cookie, secret)).toBe(true));
  it.each([
    [undefined, cookie],
    ["", cookie],
    ["other", cookie],
    [token, undefined],
    [token, `${token}|forged`],
    [token, token],
  ])("refuses %s with cookie %s", (submitted, value) => expect(isValidCsrf(submitted, value, secret)).toBe(false));
});
