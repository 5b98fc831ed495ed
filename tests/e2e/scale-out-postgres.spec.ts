import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, test } from "./fixtures/test";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT } from "./helpers";
import { type OwnServer, startOwnServer } from "./own-server";

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs TEST_DATABASE_URL");

/** `npm run worker`'s program in one process (tsx's command would run it in a child that outlives a SIGKILL). */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join("scripts", "worker.ts")], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
  });
}

async function signIn(request: APIRequestContext, origin: string) {
  const { csrfToken } = (await (await request.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await request.post(`${origin}/api/auth/callback/credentials`, {
    form: { csrfToken, email: ACCOUNTS.demoOwner.email, password: ACCOUNTS.demoOwner.password, callbackUrl: `${origin}/en` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

test("two instances on one PostgreSQL and one bucket with a separate worker: uploads and exports are seen by both; a killed worker's job is finished once by another", async ({ request }) => {
  test.setTimeout(300_000);
  const database = `carta_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  const bucketDir = mkdtempSync(path.join(os.tmpdir(), "carta-s3-"));
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: bucketDir, configureBuckets: [{ name: "carta", configs: [] }] });
  const { port: s3Port } = await s3.run();
  const shared = {
    DATABASE_URL: url.toString(),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: "carta",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    JOB_LEASE_SECONDS: "5",
  };
  const servers: OwnServer[] = [];
  const workers: ChildProcess[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const a = await startOwnServer(PORT + 9, { ...shared, WORKER: "off", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "carta-a-")) });
    servers.push(a);
    const b = await startOwnServer(PORT + 10, { ...shared, WORKER: "off", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "carta-b-")) });
    servers.push(b);
    workers.push(startWorker(shared));
    await db.connect();
    const { rows } = await db.query<{ id: number }>("select id from stores where url_key = 'demo'");
    const storeId = rows[0]!.id;

    await signIn(request, a.origin);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } }).png().toBuffer();
    const upload = await request.post(`${a.origin}/api/uploads`, {
      multipart: { storeId: String(storeId), kind: "photo", file: { name: "dish.png", mimeType: "image/png", buffer: photo } },
    });
    expect(upload.status()).toBe(201);
    const { variants } = (await upload.json()) as { variants: { url: string }[] };
    const served = await request.get(`${b.origin}${new URL(variants[0]!.url, b.origin).pathname}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toMatch(/^image\//);

    const exportOn = async (origin: string) => {
      const answer = await request.get(`${origin}/api/exports/menu?storeId=${storeId}&format=pdf&locale=en&photos=1&background=1`);
      expect(answer.status()).toBe(202);
      return ((await answer.json()) as { jobId: number }).jobId;
    };
    const finished = (jobId: number) =>
      expect
        .poll(async () => ((await (await request.get(`${b.origin}/api/exports/jobs/${jobId}`)).json()) as { status: string }).status, { timeout: 120_000 })
        .toBe("done");
    const first = await exportOn(a.origin);
    await finished(first);
    const file = await request.get(`${b.origin}/api/exports/jobs/${first}/file`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const second = await exportOn(a.origin);
    await expect.poll(async () => (await db.query("select status from jobs where id = $1", [second])).rows[0]?.status, { intervals: [50] }).toBe("running");
    workers[0]!.kill("SIGKILL");
    workers.push(startWorker(shared));
    await finished(second);
    const { rows: job } = await db.query<{ status: string; attempts: number }>("select status, attempts from jobs where id = $1", [second]);
    expect(job[0]).toEqual({ status: "done", attempts: 2 });
    expect((await request.get(`${a.origin}/api/exports/jobs/${second}/file`)).status()).toBe(200);

    const openapi = (await (await request.get(`${b.origin}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(openapi.openapi).toBe("3.1.0");
    expect(Object.keys(openapi.paths)).toContain("/api/exports/menu");
  } finally {
    for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.stop()));
    await db.end().catch(() => undefined);
    await s3.close();
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
});
