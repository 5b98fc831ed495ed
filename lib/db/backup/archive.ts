import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The layout inside a backup archive. */
export const ARCHIVE = {
  manifest: "backup.json",
  database: "pgdata.tar.gz",
  files: "files",
} as const;

export const ARCHIVE_FORMAT = 1;

export interface Manifest {
  format: number;
  engine: "pglite";
  createdAt: string;
}

/** Packs the contents of `dir` into a gzipped tarball (the system's tar). */
export async function packDirectory(dir: string, archive: string): Promise<void> {
  await run("tar", ["-czf", archive, "-C", dir, "."]);
}

export async function unpackArchive(archive: string, dir: string): Promise<void> {
  await run("tar", ["-xzf", archive, "-C", dir]);
}
