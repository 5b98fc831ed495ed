import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { inject } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { openPglite, openPostgres } from "@/lib/db/open";
import type { Database, Engine } from "@/lib/db/types";

export interface EngineCase {
  engine: Engine;
  /** A fresh, migrated, empty database; `close` drops it. */
  create(): Promise<Database>;
}

async function freshPostgres(adminUrl: string): Promise<Database> {
  const name = `carta_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  const opened = {
    ...database,
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  urls.set(opened, url.toString());
  return opened;
}

const urls = new WeakMap<Database, string>();

/** Another connection pool to the same PostgreSQL database: a second app instance. Null on PGlite. */
export async function secondInstance(database: Database): Promise<Database | null> {
  const url = urls.get(database);
  return url ? openPostgres(url, 2) : null;
}

export function postgresUrl(): string | null {
  return inject("postgresUrl");
}

/** The database engines the integration tier runs on: PGlite always, PostgreSQL when available. */
export function engines(): EngineCase[] {
  const url = postgresUrl();
  const list: EngineCase[] = [
    {
      engine: "pglite",
      async create() {
        const database = await openPglite();
        await migrateDatabase(database);
        return database;
      },
    },
  ];
  if (url) {
    list.push({
      engine: "postgres",
      async create() {
        const database = await freshPostgres(url);
        await migrateDatabase(database);
        return database;
      },
    });
  }
  return list;
}
