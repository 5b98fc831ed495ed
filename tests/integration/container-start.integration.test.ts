// The image's start commands with the image's and compose.yaml's environment, run here: no Docker
// engine is needed, and a build would take minutes, so these stop at the point a container would serve.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "@/lib/db/lock";
import { composeServices, dockerStages, serviceEnv, stageEnv } from "../support/container-files";
import { SELLER_DETAILS } from "../support/seller-details";
import { postgresUrl } from "../support/engines";

const root = process.cwd();
const image = stageEnv(dockerStages().at(-1)!);
const services = composeServices();

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "carta-container-"));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

/** `CMD ["node", "scripts/start.mjs", "--no-build"]` in a directory without a build (as if the build stage were skipped). */
function startWithoutBuild(vars: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, "scripts", "start.mjs"), "--no-build"], {
    cwd: work,
    env: { PATH: process.env.PATH, NODE_ENV: "production", ...image, ...vars } as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("the image's start command", () => {
  it("accepts compose.yaml's settings for the web server and never builds", () => {
    // compose.yaml takes the seller's details from the operator's environment, as production requires.
    const result = startWithoutBuild({ ...serviceEnv(services.app!), ...SELLER_DETAILS, DATA_DIR: path.join(work, "data") });
    expect(result.stderr).not.toMatch(/Invalid configuration/);
    expect(result.stdout).not.toMatch(/Building/);
    expect(result.stderr).toContain("There is no build to serve (.next/BUILD_ID)");
    expect(result.status).toBe(1);
  });

  it("keeps npm start's check that no other server holds DATA_DIR", () => {
    const dataDir = path.join(work, "held");
    const release = lockDataDir(dataDir);
    try {
      const result = startWithoutBuild({ ...SELLER_DETAILS, DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`The data directory ${dataDir} is in use by another Carta server.`);
    } finally {
      release();
    }
  });

  it("keeps npm start's configuration check", () => {
    const result = startWithoutBuild({ ...serviceEnv(services.app!), S3_BUCKET: "No_Bucket" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration:\n {2}- S3_BUCKET: must be a bucket name/);
  });
});

const url = postgresUrl();

describe.skipIf(!url)("the worker service's command on PostgreSQL", () => {
  let databaseUrl: string;
  const name = `carta_worker_${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    // The image's build stage compiles the worker (scripts/build-server.mjs); this tier runs before any build.
    const compiled = spawnSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], { cwd: root, encoding: "utf8" });
    expect(compiled.status, compiled.stderr).toBe(0);
    const admin = new Client({ connectionString: url! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
  });
  afterAll(async () => {
    const admin = new Client({ connectionString: url! });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("starts with compose.yaml's settings, runs jobs and stops on SIGTERM", async () => {
    const worker = services.worker!;
    const [command = "", ...args] = worker.command ?? [];
    const child = spawn(command, args, {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...image, ...serviceEnv(worker), DATA_DIR: path.join(work, "worker"), DATABASE_URL: databaseUrl } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      await expect.poll(() => output, { timeout: 40_000, interval: 200 }).toMatch(/job worker started/);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toMatch(/job worker stopping/);
    } finally {
      // tsx runs the worker in a child process of its own: end the whole group if the test failed midway.
      if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
    }
  });
});
