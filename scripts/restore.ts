// `npm run restore <archive> [DATA_DIR]`: restores an archive of `npm run backup` into a new or empty
// data directory (DATA_DIR when none is given). Start Carta on it afterwards.
import { restoreBackup } from "../lib/db/backup/restore-backup";
import { env } from "../lib/env";

async function main() {
  const [archive, target] = process.argv.slice(2);
  if (!archive) throw new Error("Usage: npm run restore <archive> [DATA_DIR]");
  const dataDir = target ?? env().DATA_DIR;
  await restoreBackup({ archive, dataDir });
  console.log(`restore: ${archive} restored into ${dataDir}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
