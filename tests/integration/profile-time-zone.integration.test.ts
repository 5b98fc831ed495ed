import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { updateTimeZoneAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/profile/actions";
import { users } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { startSupportView } from "@/lib/server/platform/start-support-view";
import { withSupportView } from "@/lib/server/platform/with-support-view";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("the profile's time zone on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
  });

  const zoneOf = async (user: UserRow) => (await database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, user.id)))[0]!.timeZone;
  const reread = async (user: UserRow) => (await database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

  it("saves a known zone, which the console then shows its times in and states as the profile's; empty goes back to the platform default", async () => {
    session.actor = actorOf(admin);
    expect(consoleTimeZone(session.actor)).toEqual({ zone: "Europe/Minsk", source: "platform" });
    expect(await updateTimeZoneAction({ timeZone: "Asia/Shanghai" })).toEqual({ ok: true, data: undefined });
    expect(await zoneOf(admin)).toBe("Asia/Shanghai");
    expect(consoleTimeZone(actorOf(await reread(admin)))).toEqual({ zone: "Asia/Shanghai", source: "profile" });
    expect(await updateTimeZoneAction({ timeZone: "" })).toEqual({ ok: true, data: undefined });
    expect(await zoneOf(admin)).toBeNull();
    expect(consoleTimeZone(actorOf(await reread(admin)))).toEqual({ zone: "Europe/Minsk", source: "platform" });
  });

  it("refuses a zone it does not know with the catalogue's invalid-value message, keeping the saved one", async () => {
    session.actor = actorOf(admin);
    await updateTimeZoneAction({ timeZone: "Europe/Berlin" });
    for (const timeZone of ["Mars/Olympus_Mons", "Europe/Berlin\u0000", "x".repeat(200)]) {
      expect(await updateTimeZoneAction({ timeZone })).toEqual({ ok: false, error: "invalid", fieldErrors: { timeZone: "invalidValue" } });
    }
    expect(await zoneOf(admin)).toBe("Europe/Berlin");
  });

  it("changes the caller's own row only: a user id in the input is ignored, and no one else's zone moves", async () => {
    session.actor = actorOf(admin);
    await updateTimeZoneAction({ timeZone: "Europe/Berlin" });
    session.actor = actorOf(b.companyManager);
    expect(await updateTimeZoneAction({ timeZone: "America/New_York", userId: admin.id, id: a.companyManager.id })).toMatchObject({ ok: true });
    expect(await zoneOf(b.companyManager)).toBe("America/New_York");
    expect(await zoneOf(admin)).toBe("Europe/Berlin");
    expect(await zoneOf(a.companyManager)).toBeNull();
  });

  it("is refused signed out, and in the read-only support view, changing nothing", async () => {
    session.actor = null;
    expect(await updateTimeZoneAction({ timeZone: "Asia/Tokyo" })).toEqual({ ok: false, error: "unauthorized" });
    const { cookie } = await startSupportView(contextOf(database.db, admin), a.company.id);
    session.actor = await withSupportView(actorOf(admin), cookie);
    expect(await updateTimeZoneAction({ timeZone: "Asia/Tokyo" })).toEqual({ ok: false, error: "supportViewReadOnly" });
    expect(await zoneOf(admin)).toBe("Europe/Berlin");
  });
});
