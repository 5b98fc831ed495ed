import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { refundRateLimit, takeRateLimit } from "@/lib/server/auth/rate-limit";
import { isSessionRevoked, revokeSession } from "@/lib/server/auth/revocation";
import { consumeToken, hashToken, issueToken, peekToken } from "@/lib/server/auth/tokens";
import { engines } from "../support/engines";

describe.each(engines())("auth storage on $engine", ({ create }) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "owner@x.test", password: "password-1" });
    userId = (await database.db.select({ id: users.id }).from(users))[0]!.id;
  });
  afterAll(async () => database?.close());

  it("stores only a hash of tokens and lets each be used once", async () => {
    const raw = await issueToken(database.db, { userId, purpose: "reset_password" });
    const [row] = await database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(raw)));
    expect(row!.tokenHash).not.toContain(raw);
    expect(await peekToken(database.db, raw, "reset_password")).not.toBeNull();
    expect(await consumeToken(database.db, raw, "confirm_email")).toBeNull();
    expect((await consumeToken(database.db, raw, "reset_password"))?.userId).toBe(userId);
    expect(await consumeToken(database.db, raw, "reset_password")).toBeNull();
    expect(await peekToken(database.db, raw, "reset_password")).toBeNull();
  });

  it("refuses expired and unknown tokens", async () => {
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const raw = await issueToken(database.db, { userId, purpose: "reset_password", now: past });
    expect(await consumeToken(database.db, raw, "reset_password")).toBeNull();
    expect(await consumeToken(database.db, "unknown", "reset_password")).toBeNull();
    expect(await consumeToken(database.db, "x".repeat(500), "reset_password")).toBeNull();
  });

  it("two concurrent uses of one token succeed once", async () => {
    const raw = await issueToken(database.db, { userId, purpose: "login" });
    const results = await Promise.all([consumeToken(database.db, raw, "login"), consumeToken(database.db, raw, "login")]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("revokes sessions for every reader of the database", async () => {
    expect(await isSessionRevoked(database.db, "jti-1")).toBe(false);
    await revokeSession(database.db, "jti-1", userId, new Date(Date.now() + 60_000));
    await revokeSession(database.db, "jti-1", userId, new Date(Date.now() + 60_000));
    expect(await isSessionRevoked(database.db, "jti-1")).toBe(true);
    await revokeSession(database.db, "jti-old", userId, new Date(Date.now() - 1000));
    expect(await isSessionRevoked(database.db, "jti-old")).toBe(false);
  });

  it("rate limits count per key inside a window and reset after it", async () => {
    const limit = { limit: 3, windowMs: 60_000 };
    const t0 = new Date("2026-01-01T00:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await takeRateLimit(database.db, "k", limit, new Date(t0.getTime() + i)));
    expect(results).toEqual([true, true, true, false]);
    expect(await takeRateLimit(database.db, "other", limit, t0)).toBe(true);
    expect(await takeRateLimit(database.db, "k", limit, new Date(t0.getTime() + 61_000))).toBe(true);
  });

  it("a refunded attempt does not count: only failures use up an address's sign-ins", async () => {
    const limit = { limit: 2, windowMs: 60_000 };
    const t0 = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) {
      expect(await takeRateLimit(database.db, "address", limit, t0)).toBe(true);
      await refundRateLimit(database.db, "address");
    }
    expect(await takeRateLimit(database.db, "address", limit, t0)).toBe(true);
    expect(await takeRateLimit(database.db, "address", limit, t0)).toBe(true);
    expect(await takeRateLimit(database.db, "address", limit, t0)).toBe(false);
  });
});
