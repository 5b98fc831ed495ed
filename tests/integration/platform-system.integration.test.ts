import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { retryJobAction } from "@/app/[locale]/root-domain/platform/system/actions";
import { jobs } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { systemOverview } from "@/lib/server/platform/system-overview";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

describe.each(engines())("the console's system page on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow, failedId: number;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
    const [failed] = await database.db
      .insert(jobs)
      .values({ kind: "contact.mail", payload: { messageId: 1 }, status: "failed", attempts: 5, maxAttempts: 5, lastError: "connect ECONNREFUSED 127.0.0.1:25", companyId: a.company.id })
      .returning({ id: jobs.id });
    failedId = failed!.id;
    await database.db.insert(jobs).values({ kind: "menu.export", payload: {}, status: "queued", runAt: new Date(Date.now() + 3_600_000) });
  });

  const job = async () => (await database.db.select().from(jobs).where(eq(jobs.id, failedId)))[0]!;

  it("shows jobs per state, the failed one with its last error, the build and every migration applied", async () => {
    const overview = await systemOverview(contextOf(database.db, admin));
    expect(overview.jobs).toMatchObject({ failed: 1, queued: 1 });
    expect(overview.failed).toMatchObject([{ id: failedId, kind: "contact.mail", attempts: 5, lastError: "connect ECONNREFUSED 127.0.0.1:25" }]);
    expect(overview.migrations).toEqual(journal.entries.map((entry) => entry.tag));
    expect(overview.pending).toBe(0);
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) await expect(systemOverview(contextOf(database.db, user))).rejects.toThrow(NotFoundError);
  });

  it("refuses a retry to owners and managers, leaving the job failed; the administrator puts it back in the queue once", async () => {
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      session.actor = actorOf(user);
      expect(await retryJobAction({ jobId: failedId })).toEqual({ ok: false, error: "notFound" });
    }
    expect(await job()).toMatchObject({ status: "failed", attempts: 5 });
    session.actor = actorOf(admin);
    expect(await retryJobAction({ jobId: failedId })).toEqual({ ok: true, data: { jobId: failedId } });
    expect(await job()).toMatchObject({ status: "queued", attempts: 0 });
    expect(await retryJobAction({ jobId: failedId })).toEqual({ ok: false, error: "notFound" });
  });
});
