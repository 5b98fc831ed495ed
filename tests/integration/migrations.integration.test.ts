import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { engines } from "../support/engines";

describe.each(engines())("migrations on $engine", ({ create }) => {
  it("apply from scratch, are idempotent and create every table", async () => {
    const database = await create();
    try {
      await migrateDatabase(database);
      const result = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
      expect(rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(["companies", "stores", "store_settings", "users", "categories", "items", "portions", "promotions"]),
      );
    } finally {
      await database.close();
    }
  });
  // Platform tables (no tenant): the job queue, the contact form's attachments and replies (their message carries company_id), the legal documents and the plan prices with their changes.
  // Platform tables (no tenant): the job queue, the contact form's attachments (their message carries company_id) and the legal documents.
  it("every tenant table carries company_id", async () => {
    const database = await create();
    try {
      const result = await database.db.execute<{ table_name: string }>(sql`
        select t.table_name from information_schema.tables t
        where t.table_schema = 'public' and t.table_name not in ('companies', 'rate_limits', 'revoked_sessions', 'app_secrets', 'plans', 'plan_prices', 'plan_price_changes', 'jobs', 'contact_attachments', 'contact_replies', 'legal_documents', 'invoice_counters')
          and not exists (select 1 from information_schema.columns c
            where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'company_id')`);
      const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
      expect(rows.map((row) => row.table_name).filter((name) => name !== "users")).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
