import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import { demoOwnerHasDefaultPassword } from "@/lib/db/seed/demo-login";
import type { Database } from "@/lib/db/types";
import { hashPassword } from "@/lib/passwords";
import { engines } from "../support/engines";

const owner = { email: "owner@demo-login.test", password: "carta-demo" };

describe.each(engines())("the demo login printed at start on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.close());

  it("is shown only while the demo owner exists with the default password", async () => {
    expect(await demoOwnerHasDefaultPassword(database.db, owner)).toBe(false);
    await seedDemo(database.db, owner);
    expect(await demoOwnerHasDefaultPassword(database.db, owner)).toBe(true);
    expect(await demoOwnerHasDefaultPassword(database.db, { ...owner, email: "OWNER@demo-login.test" })).toBe(true);
    expect(await demoOwnerHasDefaultPassword(database.db, { ...owner, password: "another-default" })).toBe(false);

    await database.db.update(users).set({ passwordHash: await hashPassword("chosen by the owner") }).where(eq(users.email, owner.email));
    expect(await demoOwnerHasDefaultPassword(database.db, owner)).toBe(false);
  });
});
