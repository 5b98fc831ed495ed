import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "@/lib/db/backup/create-backup";
import { restoreBackup } from "@/lib/db/backup/restore-backup";
import { lockDataDir } from "@/lib/db/lock";
import { probeKey, probeText } from "../support/backup-writer";

const run = promisify(execFile);
const TSX = path.resolve("node_modules", ".bin", "tsx");
const childEnv = (vars: Record<string, string>) => ({ PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "silent", ...vars }) as NodeJS.ProcessEnv;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "carta-backup-"));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

/** A process holding DATA_DIR open as the server does, writing rows; `last` is its last committed row. */
class Writer {
  readonly child: ChildProcess;
  last = 0;
  private waiters: { n: number; resolve: () => void }[] = [];
  private exited: Promise<number | null>;

  constructor(dataDir: string) {
    this.child = spawn(TSX, ["tests/support/backup-writer.ts"], {
      env: childEnv({ DATA_DIR: dataDir }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pending = "";
    this.child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString("utf8")).split("\n");
      pending = lines.pop() ?? "";
      if (lines.length) this.last = Number(lines.at(-1));
      this.waiters = this.waiters.filter((waiter) => (this.last >= waiter.n ? (waiter.resolve(), false) : true));
    });
    this.exited = new Promise((resolve) => this.child.once("exit", resolve));
  }

  /** Resolves once row `n` is committed. */
  reach(n: number): Promise<void> {
    if (this.last >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  async stop(): Promise<number | null> {
    this.child.kill("SIGTERM");
    return this.exited;
  }
}

async function readRestored(dataDir: string) {
  const client = new PGlite(path.join(dataDir, "db"));
  try {
    const rows = (await client.query<{ n: number; key: string }>("select n, key from backup_probe order by n")).rows;
    const total = (await client.query<{ total: number }>("select total from backup_total")).rows[0]?.total;
    const migrations = (await client.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations")).rows[0]?.count;
    return { rows, total, migrations };
  } finally {
    await client.close();
  }
}

async function expectFilesOf(dataDir: string, rows: { n: number; key: string }[]) {
  for (const row of rows) {
    expect(row.key).toBe(probeKey(row.n));
    expect(await readFile(path.join(dataDir, "files", row.key), "utf8")).toBe(probeText(row.n));
  }
}

describe("npm run backup and npm run restore (embedded engine)", () => {
  let writer: Writer | undefined;
  afterEach(async () => {
    await writer?.stop();
    writer = undefined;
  });

  it("copies a consistent database and its files while the server keeps writing", async () => {
    const dataDir = path.join(work, "live");
    writer = new Writer(dataDir);
    await writer.reach(30);
    const before = writer.last;
    const archive = path.join(work, "live.tar.gz");
    const backup = await run(TSX, ["scripts/backup.ts", archive], { env: childEnv({ DATA_DIR: dataDir }) });
    const after = writer.last;
    expect(backup.stdout).toMatch(/copied by the running server/);
    // The writer held the database throughout and went on writing after the copy.
    await writer.reach(after + 5);
    expect(writer.child.exitCode).toBeNull();

    const restored = path.join(work, "live-restored");
    await run(TSX, ["scripts/restore.ts", archive, restored], { env: childEnv({}) });

    const { rows, total, migrations } = await readRestored(restored);
    expect(rows.length).toBeGreaterThanOrEqual(before);
    expect(rows.length).toBeLessThanOrEqual(after + 1);
    expect(total).toBe(rows.length);
    expect(rows.map((row) => row.n)).toEqual(rows.map((_, index) => index + 1));
    expect(migrations).toBeGreaterThan(0);
    await expectFilesOf(restored, rows);
  });

  it("opens DATA_DIR itself when no server runs, and the copy holds every row", async () => {
    const dataDir = path.join(work, "stopped");
    writer = new Writer(dataDir);
    await writer.reach(10);
    expect(await writer.stop()).toBe(0);
    const written = writer.last;
    writer = undefined;

    const archive = path.join(work, "stopped.tar.gz");
    const result = await createBackup({ dataDir, output: archive });
    expect(result).toMatchObject({ fromRunningServer: false, files: written });
    // The lock was released: the server can start again.
    lockDataDir(dataDir)();

    const restored = path.join(work, "stopped-restored");
    await restoreBackup({ archive, dataDir: restored });
    const { rows, total } = await readRestored(restored);
    expect(rows).toHaveLength(written);
    expect(total).toBe(written);
    await expectFilesOf(restored, rows);
  });

  it("refuses to restore over a DATA_DIR that has a database or files", async () => {
    const dataDir = path.join(work, "occupied");
    await mkdir(path.join(dataDir, "files"), { recursive: true });
    await writeFile(path.join(dataDir, "files", "keep.txt"), "mine");
    await expect(restoreBackup({ archive: path.join(work, "stopped.tar.gz"), dataDir })).rejects.toThrow(/new or empty DATA_DIR/);
    expect(await readFile(path.join(dataDir, "files", "keep.txt"), "utf8")).toBe("mine");
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("says so when DATA_DIR holds no database, and leaves it as it was", async () => {
    const dataDir = path.join(work, "missing");
    await expect(createBackup({ dataDir, output: path.join(work, "missing.tar.gz") })).rejects.toThrow(`There is no database in ${dataDir} to back up.`);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("explains when DATA_DIR is held by a process that does not answer", async () => {
    const dataDir = path.join(work, "held");
    await mkdir(path.join(dataDir, "db"), { recursive: true });
    await writeFile(path.join(dataDir, "db", "PG_VERSION"), "17\n");
    const release = lockDataDir(dataDir);
    try {
      await expect(createBackup({ dataDir, output: path.join(work, "held.tar.gz") })).rejects.toThrow(/does not answer backup requests/);
      expect(existsSync(path.join(work, "held.tar.gz"))).toBe(false);
    } finally {
      release();
    }
  });

  it("sends PostgreSQL users to pg_dump", async () => {
    const result = run(TSX, ["scripts/backup.ts", path.join(work, "pg.tar.gz")], {
      env: childEnv({ DATABASE_URL: "postgresql://127.0.0.1:1/none" }),
    });
    await expect(result).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/pg_dump/) });
  });
});
