import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DataDirLockedError, lockDataDir } from "../lock";
import { openPglite } from "../open";
import { ARCHIVE, ARCHIVE_FORMAT, packDirectory, type Manifest } from "./archive";
import { copyStoredFiles } from "./copy-files";
import { requestDump } from "./request-dump";

export interface BackupResult {
  archive: string;
  /** Whether the running server made the database copy (else this process opened DATA_DIR itself). */
  fromRunningServer: boolean;
  files: number;
}

/**
 * Writes one archive of the embedded engine's DATA_DIR: the database copied in one consistent step
 * (by the running server, or here when none runs), then the stored files it refers to.
 */
export async function createBackup({ dataDir, output }: { dataDir: string; output: string }): Promise<BackupResult> {
  const dir = path.resolve(dataDir);
  const archive = path.resolve(output);
  const staging = await mkdtemp(path.join(path.dirname(archive), ".carta-backup-"));
  let release: (() => void) | undefined;
  try {
    let dump = await requestDump(dir);
    const fromRunningServer = dump !== null;
    if (!dump) {
      const databaseDir = path.join(dir, "db");
      if (!existsSync(path.join(databaseDir, "PG_VERSION"))) throw new Error(`There is no database in ${dir} to back up.`);
      release = lockOrExplain(dir);
      dump = await dumpStopped(databaseDir);
    }
    await writeFile(path.join(staging, ARCHIVE.database), dump);
    const files = await copyStoredFiles(path.join(dir, "files"), path.join(staging, ARCHIVE.files));
    const manifest: Manifest = { format: ARCHIVE_FORMAT, engine: "pglite", createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${archive}.partial`;
    await packDirectory(staging, partial);
    await rename(partial, archive);
    return { archive, fromRunningServer, files };
  } finally {
    release?.();
    await rm(staging, { recursive: true, force: true });
  }
}

function lockOrExplain(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `The data directory ${dir} is in use by a process that does not answer backup requests ` +
        "(a server still starting, or a Carta version without them): try again in a moment, or stop it and copy DATA_DIR.",
    );
  }
}

async function dumpStopped(databaseDir: string): Promise<Buffer> {
  const database = await openPglite(databaseDir);
  try {
    if (!database.dump) throw new Error("The embedded engine cannot copy its data directory.");
    return Buffer.from(await (await database.dump()).arrayBuffer());
  } finally {
    await database.close();
  }
}
