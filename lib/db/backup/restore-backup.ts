import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { lockDataDir } from "../lock";
import { ARCHIVE, ARCHIVE_FORMAT, unpackArchive, type Manifest } from "./archive";

/** Restores an archive of `createBackup` into a DATA_DIR that has no database and no files yet. */
export async function restoreBackup({ archive, dataDir }: { archive: string; dataDir: string }): Promise<void> {
  const dir = path.resolve(dataDir);
  const databaseDir = path.join(dir, "db");
  const filesDir = path.join(dir, "files");
  if (existsSync(databaseDir) || existsSync(filesDir)) {
    throw new Error(`${dir} already holds a database or files: restore into a new or empty DATA_DIR.`);
  }
  const release = lockDataDir(dir);
  const staging = await mkdtemp(path.join(dir, ".restore-"));
  try {
    await unpackArchive(path.resolve(archive), staging);
    const manifest = JSON.parse(await readFile(path.join(staging, ARCHIVE.manifest), "utf8")) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT || manifest.engine !== "pglite") {
      throw new Error(`${archive} is not a Carta backup this version can restore (format ${manifest.format}).`);
    }
    await loadDatabase(path.join(staging, ARCHIVE.database), databaseDir);
    if (existsSync(path.join(staging, ARCHIVE.files))) await rename(path.join(staging, ARCHIVE.files), filesDir);
  } catch (error) {
    // Neither existed before: leave the directory as it was, so the restore can be run again.
    await rm(databaseDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

async function loadDatabase(tarball: string, databaseDir: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const loadDataDir = new Blob([await readFile(tarball)], { type: "application/x-gzip" });
  const client = new PGlite(databaseDir, { loadDataDir });
  await client.waitReady;
  await client.close();
}
