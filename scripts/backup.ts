// `npm run backup [archive]`: one archive of the embedded engine's DATA_DIR (database and files), also
// while the server runs. On PostgreSQL use pg_dump (README, "Backups and restore").
import path from "node:path";
import { createBackup } from "../lib/db/backup/create-backup";
import { env } from "../lib/env";

const stamp = () => new Date().toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");

async function main() {
  const settings = env();
  if (settings.DATABASE_URL) throw new Error("DATABASE_URL is set: back up PostgreSQL with pg_dump (README, \"Backups and restore\").");
  const output = process.argv[2] ?? `carta-backup-${stamp()}.tar.gz`;
  const result = await createBackup({ dataDir: settings.DATA_DIR, output });
  const source = result.fromRunningServer ? "copied by the running server" : "no server was running";
  console.log(`backup: ${path.relative(process.cwd(), result.archive) || result.archive} (database ${source}; ${result.files} files)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
