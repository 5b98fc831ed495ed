import { eq } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";

const runtime = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db/runtime", () => ({ db: async () => runtime.db }));
vi.stubEnv("AUTH_SECRET", "a-session-test-secret-that-is-long-enough");

const { actorFromToken } = await import("@/lib/server/auth/actor");
const { authOptions } = await import("@/lib/server/auth/options");
const { decodeSessionToken, encodeSessionToken } = await import("@/lib/server/auth/session-token");
const { revokeSession } = await import("@/lib/server/auth/revocation");

/** A session token as next-auth issues it at sign-in, and as it re-issues it on every refresh. */
async function signIn(userId: number): Promise<string> {
  const options = await authOptions();
  const user = { id: String(userId), remember: true };
  const claims = (await options.callbacks!.jwt!({ token: {}, user, account: null } as never)) as JWT;
  return encodeSessionToken(claims, String(options.secret));
}

async function refresh(token: string): Promise<string> {
  const options = await authOptions();
  const claims = await decodeSessionToken(token, String(options.secret));
  return encodeSessionToken(claims!, String(options.secret));
}

/** Waits until the clock has moved past `time`, so a change stamped now is strictly later. */
async function after(time: number): Promise<Date> {
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(time), { interval: 1 });
  return new Date();
}

describe.each(engines())("sessions and password changes on $engine", ({ create }) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await create();
    runtime.db = database.db;
    await seedDemo(database.db, { email: "owner@sessions.test", password: "password-1" });
    userId = (await database.db.select({ id: users.id }).from(users))[0]!.id;
  });
  afterAll(async () => database?.close());

  const changePasswordAt = (at: Date) => database.db.update(users).set({ passwordChangedAt: at }).where(eq(users.id, userId));

  it("ends a session that began a millisecond before the password changed, even once refreshed", async () => {
    await changePasswordAt(new Date(Date.now() - 60_000));
    const token = await signIn(userId);
    expect(await actorFromToken(token)).toMatchObject({ userId });

    const began = (await decodeSessionToken(token, String((await authOptions()).secret)))!.signedInAt!;
    await changePasswordAt(await after(began));
    expect(await actorFromToken(token)).toBeNull();
    expect(await actorFromToken(await refresh(token))).toBeNull();
  });

  it("ends a revoked session on the read that finds its user, and keeps the user's other sessions", async () => {
    await changePasswordAt(new Date(Date.now() - 60_000));
    const [revoked, kept] = [await signIn(userId), await signIn(userId)];
    const { jti } = (await decodeSessionToken(revoked, String((await authOptions()).secret)))!;
    expect(await actorFromToken(revoked)).toMatchObject({ userId });
    await revokeSession(database.db, jti!, userId, new Date(Date.now() + 60_000));
    expect(await actorFromToken(revoked)).toBeNull();
    expect(await actorFromToken(kept)).toMatchObject({ userId });
  });

  it("keeps a session that began after the change", async () => {
    await changePasswordAt(new Date());
    const changed = (await database.db.select({ at: users.passwordChangedAt }).from(users).where(eq(users.id, userId)))[0]!.at!;
    await after(changed.getTime());
    const token = await signIn(userId);
    expect(await actorFromToken(token)).toMatchObject({ userId });
    expect(await actorFromToken(await refresh(token))).toMatchObject({ userId });
  });
});
