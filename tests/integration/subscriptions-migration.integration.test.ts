import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/open";
import { subscriptionEvents, subscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";

/** The migrations folder as it was before subscriptions existed. */
function foldersBeforeSubscriptions(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "carta-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0007");
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration to subscriptions", () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    folder = foldersBeforeSubscriptions();
    database = await openPglite();
    await migrateDatabase(database, folder);
    await database.db.execute(sql`insert into companies (name, url_name) values ('Old', 'old')`);
    await database.db.execute(sql`
      insert into stores (company_id, url_key, name, setup_ends_at, created_at)
      select id, 'demo', 'Demo', now() - interval '4 days', now() - interval '7 days' from companies
      union all select id, 'fresh', 'Fresh', now() + interval '2 days', now() - interval '1 day' from companies`);
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("gives every existing store its setup step, and the demo venue Premium, paid", async () => {
    const rows = await database.db
      .select({ urlKey: sql<string>`(select url_key from stores where stores.id = ${subscriptions.storeId})`, planKey: subscriptions.planKey, stepStatus: subscriptions.stepStatus, paid: subscriptions.paid })
      .from(subscriptions)
      .orderBy(asc(subscriptions.id));
    expect(rows).toEqual([
      { urlKey: "demo", planKey: "setup", stepStatus: "completed", paid: false },
      { urlKey: "fresh", planKey: "setup", stepStatus: "active", paid: false },
      { urlKey: "demo", planKey: "premium", stepStatus: "active", paid: true },
    ]);
    const [premium] = await database.db.select().from(subscriptions).where(eq(subscriptions.planKey, "premium"));
    const events = await database.db.select({ event: subscriptionEvents.event }).from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, premium!.id));
    expect(events.map((entry) => entry.event).sort()).toEqual(["activated", "added"]);
  });
});
