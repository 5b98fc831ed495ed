import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { mailingServer } from "../support/mailing-server";

const mailing = mailingServer("sign-in");

async function load() {
  await mailing.configure({ rootDomain: "carta.test" });
  const [check, templates] = await Promise.all([import("@/lib/server/auth/check-credentials"), import("@/lib/mail/templates")]);
  return { ...check, ...templates };
}

let lib: Awaited<ReturnType<typeof load>>;

beforeAll(async () => {
  lib = await load();
});

describe.each(engines())("sign-in throttling on $engine", ({ engine, create }) => {
  let database: Database;
  const email = `owner-${engine}@throttle.test`;
  const password = "the-right-password";
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email, password });
    await database.db.update(users).set({ uiLocale: "zh", firstName: "Ли" }).where(eq(users.email, email));
  });
  afterAll(async () => database?.close());

  const mailsTo = async () => (await mailing.outbox()).filter((message) => message.to === email);

  it("ten wrong passwords from one address stop that address only; the owner signs in from another, slowed, and is mailed once", async () => {
    const attacker = `198.51.100.${engine === "pglite" ? 1 : 2}`;
    const owner = `203.0.113.${engine === "pglite" ? 1 : 2}`;
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await lib.checkCredentials(database.db, { email, password: `guess-${attempt}` }, attacker)).toBeNull();
    }
    await expect(lib.checkCredentials(database.db, { email, password }, attacker)).rejects.toThrow("RATE_LIMITED");

    const started = performance.now();
    const signedIn = await lib.checkCredentials(database.db, { email, password }, owner);
    const elapsed = performance.now() - started;
    expect(signedIn).not.toBeNull();
    // Ten failures on the account: every attempt on it now waits the longest delay before its check.
    expect(elapsed).toBeGreaterThanOrEqual(990);

    const notices = await mailsTo();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(lib.renderMail("sign-in-failures", "zh", { link: "" }).subject);
    expect(notices[0]!.text).toContain("https://carta.test/zh/forgot-password");
  });

  it("the owner's address keeps its own allowance: a mistyped password or two do not refuse the right one", async () => {
    const owner = `203.0.113.${engine === "pglite" ? 11 : 12}`;
    expect(await lib.checkCredentials(database.db, { email, password: "typo" }, owner)).toBeNull();
    expect(await lib.checkCredentials(database.db, { email, password }, owner)).not.toBeNull();
  });
});
