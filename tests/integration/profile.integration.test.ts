import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { isSessionRevoked } from "@/lib/server/auth/revocation";
import { DomainError } from "@/lib/server/context";
import { verifyPassword, hashPassword } from "@/lib/passwords";
import { changePassword } from "@/lib/server/users/change-password";
import { confirmEmailChange, requestEmailChange } from "@/lib/server/users/change-email";
import { dismissWelcome, updatePersonalInfo, updatePreferences } from "@/lib/server/users/update-profile";
import { actorFor, contextFor } from "../support/tenants";
import { engines } from "../support/engines";

describe.each(engines())("profile on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "owner@demo.test", password: "old-password" });
    const [owner] = await database.db.select().from(users);
    await database.db.insert(users).values({
      email: "other@demo.test",
      passwordHash: await hashPassword("other-password"),
      role: "store_manager",
      companyId: owner!.companyId,
      firstName: "Other",
      emailConfirmedAt: new Date(),
    });
  });
  afterAll(async () => database?.close());

  const row = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it("changes only the actor's own name and preferences", async () => {
    const ctx = contextFor(database.db, await actorFor(database.db, "owner@demo.test"));
    await updatePersonalInfo(ctx, { firstName: "Анна", lastName: "Li" });
    await updatePreferences(ctx, { uiLocale: "zh", theme: "dark" });
    await dismissWelcome(ctx);
    expect(await row("owner@demo.test")).toMatchObject({ firstName: "Анна", lastName: "Li", uiLocale: "zh", theme: "dark", setupWelcomeMessage: true });
    expect(await row("other@demo.test")).toMatchObject({ firstName: "Other", uiLocale: "ru", theme: "system" });
  });

  it("refuses a password change without the right current password, and changes nothing", async () => {
    const ctx = contextFor(database.db, await actorFor(database.db, "owner@demo.test"));
    const before = await row("owner@demo.test");
    await expect(changePassword(ctx, { currentPassword: "wrong", password: "new-password", passwordRepeat: "new-password" })).rejects.toThrow(DomainError);
    expect((await row("owner@demo.test")).passwordHash).toBe(before.passwordHash);
  });

  it("changes the password, stamps the change and revokes the session", async () => {
    const actor = await actorFor(database.db, "owner@demo.test", "session-42");
    const now = new Date();
    await changePassword(contextFor(database.db, actor, now), { currentPassword: "old-password", password: "new-password", passwordRepeat: "new-password" });
    const user = await row("owner@demo.test");
    expect(await verifyPassword(user.passwordHash, "new-password")).toBe(true);
    expect(user.passwordChangedAt?.getTime()).toBe(now.getTime());
    expect(await isSessionRevoked(database.db, "session-42")).toBe(true);
  });

  it("changes the e-mail only once the new address is confirmed, once", async () => {
    const ctx = contextFor(database.db, await actorFor(database.db, "owner@demo.test"));
    await expect(requestEmailChange(ctx, { email: "Other@demo.test", currentPassword: "new-password" })).resolves.toBeNull();
    await expect(requestEmailChange(ctx, { email: "new@demo.test", currentPassword: "nope" })).rejects.toMatchObject({ key: "wrongPassword" });
    const token = (await requestEmailChange(ctx, { email: "New@Demo.test", currentPassword: "new-password" }))!;
    expect(token).toEqual(expect.any(String));
    expect((await row("owner@demo.test")).email).toBe("owner@demo.test");
    expect(await confirmEmailChange(database.db, token)).toBe(true);
    expect((await database.db.select().from(users).where(eq(users.email, "new@demo.test"))).length).toBe(1);
    expect(await confirmEmailChange(database.db, token)).toBe(false);
    expect(await confirmEmailChange(database.db, "forged")).toBe(false);
  });

  it("refuses a user who names too many new addresses within an hour, whatever they are", async () => {
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    const ctx = contextFor(database.db, await actorFor(database.db, "other@demo.test"), later);
    for (let n = 0; n < 20; n++) await requestEmailChange(ctx, { email: n % 2 ? "owner@demo.test" : `free-${n}@demo.test`, currentPassword: "other-password" });
    await expect(requestEmailChange(ctx, { email: "free@demo.test", currentPassword: "other-password" })).rejects.toMatchObject({ key: "rateLimited" });
  });
});
