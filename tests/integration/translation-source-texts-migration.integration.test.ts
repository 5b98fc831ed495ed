import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migrateDatabase } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/open";
import { categoryTranslations } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";

/** The migrations folder as it was before translations kept their source texts. */
function foldersBeforeSourceTexts(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "carta-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0021");
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migration keeping the source texts of translations", () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    folder = foldersBeforeSourceTexts();
    database = await openPglite();
    await migrateDatabase(database, folder);
    await database.db.execute(sql`insert into companies (name, url_name) values ('Old', 'old')`);
    await database.db.execute(sql`
      insert into stores (company_id, url_key, name, primary_locale, setup_ends_at, created_at)
      select id, 'old', 'Old', 'ru', now(), now() from companies`);
    await database.db.execute(sql`
      insert into categories (company_id, store_id, type, section, level)
      select company_id, id, 'products'::category_type, 'kitchen'::menu_section, 'category'::category_level from stores union all
      select company_id, id, 'products'::category_type, 'kitchen'::menu_section, 'category'::category_level from stores`);
    await database.db.execute(sql`
      insert into category_translations (category_id, company_id, locale, name, sources)
      select id, company_id, 'ru', case when id = (select min(id) from categories) then 'Супы' else 'Горячие супы' end, '{}'::jsonb from categories union all
      select id, company_id, 'en', 'Soups', jsonb_build_object('name', jsonb_build_object('by', 'owner', 'from', md5('Супы'))) from categories`);
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the primary text beside the hash of a current translation, and none for an outdated one", async () => {
    const rows = await database.db
      .select({ locale: categoryTranslations.locale, sources: categoryTranslations.sources })
      .from(categoryTranslations)
      .where(sql`${categoryTranslations.locale} = 'en'`)
      .orderBy(asc(categoryTranslations.categoryId));
    expect(rows.map((row) => row.sources)).toEqual([
      { name: { by: "owner", from: expect.any(String), text: "Супы" } },
      { name: { by: "owner", from: expect.any(String) } },
    ]);
  });
});
