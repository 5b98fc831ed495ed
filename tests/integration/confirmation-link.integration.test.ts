import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { issueToken } from "@/lib/server/auth/tokens";
import { confirmEmail } from "@/lib/server/registration/confirm-email";
import { isConfirmedLink } from "@/lib/server/registration/is-confirmed-link";
import { engines } from "../support/engines";

describe.each(engines())("a confirmation link opened again on $engine", ({ create }) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "new-owner@link.test", password: "password-1" });
    userId = (await database.db.select({ id: users.id }).from(users))[0]!.id;
    await database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, userId));
  });
  afterAll(async () => database?.close());

  it("reads as already confirmed once used, and not before, nor for unknown or other links", async () => {
    const link = await issueToken(database.db, { userId, purpose: "confirm_email" });
    expect(await isConfirmedLink(database.db, link)).toBe(false);
    expect(await confirmEmail(database.db, link)).not.toBeNull();
    expect(await confirmEmail(database.db, link)).toBeNull();
    expect(await isConfirmedLink(database.db, link)).toBe(true);
    expect(await isConfirmedLink(database.db, "unknown")).toBe(false);
    const reset = await issueToken(database.db, { userId, purpose: "reset_password" });
    expect(await isConfirmedLink(database.db, reset)).toBe(false);
  });
});
