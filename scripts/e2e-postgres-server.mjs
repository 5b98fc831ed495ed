// Serves the already-built app on a fresh PostgreSQL database, for the end-to-end PostgreSQL project.
import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error("TEST_DATABASE_URL is required");
const name = process.env.E2E_PG_DB ?? `carta_e2e_${Date.now()}`;

const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
await client.query(`create database ${name}`);
await client.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;

// The primary end-to-end server builds the app first; serve only once it answers.
const primary = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/health`;
for (;;) {
  try {
    if ((await fetch(primary)).ok) break;
  } catch {}
  await sleep(500);
}

const child = spawn(process.execPath, [path.join(".next", "carta", "server.js"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url.toString() },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
