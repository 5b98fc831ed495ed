import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as importRoute } from "@/app/api/imports/menu/route";
import { GET as jobStatusRoute } from "@/app/api/imports/menu/jobs/[id]/route";
import { actionHistory, items, jobs, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { IMPORT_JOB_MIN_ROWS } from "@/lib/import/import-job-rows";
import { createJobWorker, type JobHandler } from "@/lib/jobs/job-worker";
import type { MenuImportJobStarted, MenuImportJobStatusAnswer } from "@/lib/schemas/menu-import-job";
import { MENU_EXPORT_JOB } from "@/lib/server/export/export-job";
import { IMPORT_UPLOAD_PREFIX, MENU_IMPORT_JOB } from "@/lib/server/imports/import-job";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { readCsv } from "@/lib/import/read-csv";
import { storage } from "@/lib/storage";
import { loadExportDocument } from "@/lib/server/export/load-export-document";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { seedRussianDemoMenu } from "../support/russian-demo-menu";
import { actorOf, type Tenant } from "../support/tenants";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "carta-import-job-"));

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());
// the CSV reader itself, counted: how many times an upload's file is parsed
vi.mock("@/lib/import/read-csv", async (original) => {
  const actual = await original<typeof import("@/lib/import/read-csv")>();
  return { ...actual, readCsv: vi.fn(actual.readCsv) };
});

const HEADER = ["Раздел меню", "Блюдо", "Состав", "Выход", "Ед.", "Стоимость, руб."];
const MAPPING = ["categoryPath", "title", "description", "portion", "unit", "price"];
const ROWS = 2_500;
/** Generous for a busy machine: writing 2,500 items in batches takes seconds, row by row it took about a minute. */
const APPLY_TIMEOUT_MS = 240_000;

const csv = (rows: string[][]) => new Uint8Array(Buffer.from(rows.map((row) => row.join(";")).join("\r\n") + "\r\n", "utf8"));

function upload(storeId: number, bytes: Uint8Array, dryRun: boolean, mapping: unknown[] = MAPPING) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], "menu.csv", { type: "text/csv" }));
  form.set("mapping", JSON.stringify(mapping));
  return importRoute(new NextRequest(`http://localhost/api/imports/menu?storeId=${storeId}&dryRun=${dryRun ? 1 : 0}`, { method: "POST", body: form }), undefined);
}

const statusOf = (id: number | string) => jobStatusRoute(new NextRequest(`http://localhost/api/imports/menu/jobs/${id}`), { params: Promise.resolve({ id: String(id) }) });

/**
 * The import jobs' worker alone, so that the translations the apply queues are left for theirs; `reported` gets
 * every progress the job writes.
 */
function importWorker(database: Database, { now, reported }: { now?: () => Date; reported?: number[] } = {}) {
  const run = jobHandlers()[MENU_IMPORT_JOB]!;
  const handler: JobHandler = (payload, context) => run(payload, { ...context, progress: (percent) => (reported?.push(percent), context.progress(percent)) });
  return createJobWorker({ db: database.db, handlers: { [MENU_IMPORT_JOB]: handler }, ...(now ? { now } : {}) });
}

async function uploadsWaiting(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage().list(IMPORT_UPLOAD_PREFIX)) keys.push(file.key);
  return keys;
}

describe.each(engines())("menu import of a large file as a job on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  let storeId: number;
  let file: Uint8Array;
  let paths: string[];

  const storeItems = async () => (await database.db.select({ n: count() }).from(items).where(eq(items.storeId, storeId)))[0]!.n;
  const imports = async () => (await database.db.select({ n: count() }).from(actionHistory).where(and(eq(actionHistory.storeId, storeId), eq(actionHistory.objectType, "menu_import"))))[0]!.n;
  const menuVersion = async () => (await database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;

  /** Queues the file's import and checks the 202 against the document; the status URL it names. */
  async function queue(bytes: Uint8Array, dryRun: boolean, store = storeId, mapping?: unknown[]): Promise<MenuImportJobStarted> {
    const response = await upload(store, bytes, dryRun, mapping);
    expect(response.status).toBe(202);
    const started = (await expectDocumented("POST", "/api/imports/menu", response)) as MenuImportJobStarted;
    expect(started.statusUrl).toBe(`/api/imports/menu/jobs/${started.jobId}`);
    expect(response.headers.get("location")).toBe(started.statusUrl);
    expect(started.total).toBe(ROWS);
    return started;
  }

  async function status(jobId: number): Promise<MenuImportJobStatusAnswer> {
    const response = await statusOf(jobId);
    expect(response.status).toBe(200);
    return (await expectDocumented("GET", "/api/imports/menu/jobs/{id}", response)) as MenuImportJobStatusAnswer;
  }

  /** Runs the job in a worker while polling its status the way the import form does, until it ends. */
  async function pollUntilEnded(jobId: number, reported?: number[]): Promise<MenuImportJobStatusAnswer> {
    const ran = importWorker(database, { reported }).runOnce();
    const seen: MenuImportJobStatusAnswer[] = [];
    await vi.waitFor(
      async () => {
        seen.push(await status(jobId));
        expect(["done", "failed"]).toContain(seen.at(-1)!.state);
      },
      { timeout: APPLY_TIMEOUT_MS, interval: 100 },
    );
    expect(await ran).toBe(true);
    for (const [index, step] of seen.entries()) if (index > 0) expect(step.progress.done).toBeGreaterThanOrEqual(seen[index - 1]!.progress.done);
    return seen.at(-1)!;
  }

  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    storeId = a.stores[0].id;
    await seedRussianDemoMenu(database, a.stores[0]);
    const document = await loadExportDocument(database.db, storeId, { locale: "ru", includeHidden: true, withPhotos: false });
    paths = document.sections.flatMap((section) => section.categories.filter((category) => category.depth > 0).map((category) => category.path.join(" / ")));
    const dishes = Array.from({ length: ROWS }, (_, index) => [paths[index % paths.length]!, `Блюдо №${index + 1}`, "Состав: мука, яйца", String(100 + (index % 400)), "г", `${(index % 90) + 1},50`]);
    file = csv([HEADER, ...dishes]);
  });

  it("imports a file below the threshold within the request, parsing it once", async () => {
    session.actor = actorOf(a.companyManager);
    const small = csv([HEADER, ...Array.from({ length: IMPORT_JOB_MIN_ROWS - 1 }, (_, index) => ["Нет такой категории", `Суп ${index}`, "", "100", "г", "5"])]);
    vi.mocked(readCsv).mockClear();
    const response = await upload(storeId, small, true);
    expect(readCsv).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: 0, applied: false, refused: expect.arrayContaining([expect.objectContaining({ row: 2, reason: "unknownCategory" })]) });
  });

  it("checks a 2,500-row file as a job: 202, its progress, then the dry run's counts, writing nothing and deleting the kept file", async () => {
    session.actor = actorOf(a.companyManager);
    const before = await storeItems();
    vi.mocked(readCsv).mockClear();
    const { jobId } = await queue(file, true);
    // counted in the request, then parsed once more by the job, which has only the kept bytes
    expect(readCsv).toHaveBeenCalledTimes(1);
    expect(await status(jobId)).toEqual({ state: "queued", progress: { done: 0, total: ROWS }, dryRun: true });
    expect(await uploadsWaiting()).toHaveLength(1);

    const ended = await pollUntilEnded(jobId);
    expect(ended).toMatchObject({ state: "done", progress: { done: ROWS, total: ROWS }, dryRun: true, result: { created: ROWS, updated: 0, unchanged: 0, refused: [], applied: false } });
    expect(readCsv).toHaveBeenCalledTimes(2);
    expect(await storeItems()).toBe(before);
    expect(await uploadsWaiting()).toEqual([]);
  });

  it("applies a 2,500-row file as a job in one transaction: every item, one history entry, the menu version", async () => {
    session.actor = actorOf(a.companyManager);
    const [items0, imports0, version0] = [await storeItems(), await imports(), await menuVersion()];
    const { jobId } = await queue(file, false);
    expect((await status(jobId)).dryRun).toBe(false);

    const reported: number[] = [];
    const started = performance.now();
    const ended = await pollUntilEnded(jobId, reported);
    // the share written as the apply goes, at most twice a second, and once all is written
    expect(reported.at(-1)).toBe(100);
    expect(reported).toEqual([...reported].sort((x, y) => x - y));
    expect(reported.length).toBeLessThanOrEqual(Math.ceil((performance.now() - started) / 500) + 1);
    expect(ended).toMatchObject({ state: "done", progress: { done: ROWS, total: ROWS }, result: { created: ROWS, refused: [], applied: true } });
    expect(await storeItems()).toBe(items0 + ROWS);
    expect(await imports()).toBe(imports0 + 1);
    expect(await menuVersion()).toBe(version0 + 1);
    expect(await uploadsWaiting()).toEqual([]);
  }, APPLY_TIMEOUT_MS);

  it("writes nothing when the apply fails midway, retries once, then reports the failure in the caller's language", async () => {
    session.actor = actorOf(a.companyManager);
    const renamed = csv([HEADER, ...Array.from({ length: ROWS }, (_, index) => [paths[0]!, `Новое блюдо ${index}`, "", "100", "г", "5"])]);
    // the 400th item's title breaks a database rule, in the same transaction as the items written before it
    await database.db.execute(sql`alter table item_translations add constraint refuse_one_title check (title <> 'Новое блюдо 399')`);
    try {
      const [items0, imports0, version0] = [await storeItems(), await imports(), await menuVersion()];
      const { jobId } = await queue(renamed, false);
      expect(await importWorker(database).runOnce()).toBe(true);
      expect(await status(jobId)).toMatchObject({ state: "queued", progress: { total: ROWS } });
      expect(await uploadsWaiting()).toHaveLength(1);
      const later = new Date(Date.now() + 3_600_000);
      expect(await importWorker(database, { now: () => later }).runOnce()).toBe(true);
      expect(await status(jobId)).toMatchObject({
        state: "failed",
        error: { error: "jobFailed", message: "Импорт не удалось завершить, ничего не сохранено: попробуйте ещё раз" },
      });
      expect(await storeItems()).toBe(items0);
      expect(await imports()).toBe(imports0);
      expect(await menuVersion()).toBe(version0);
      expect(await uploadsWaiting()).toEqual([]);
    } finally {
      await database.db.execute(sql`alter table item_translations drop constraint refuse_one_title`);
    }
  }, APPLY_TIMEOUT_MS);

  it("fails a job whose file the import refuses at once, with the refusal's words, and deletes the kept file", async () => {
    session.actor = actorOf(a.companyManager);
    // one column more than the file has: only the job, reading the file, finds it out
    const { jobId } = await queue(file, true, storeId, [...MAPPING, null]);
    expect(await importWorker(database).runOnce()).toBe(true);
    expect(await status(jobId)).toEqual({
      state: "failed",
      progress: { done: 0, total: ROWS },
      dryRun: true,
      error: { error: "badMapping", message: "Укажите, что означает каждый столбец: столбец с названием обязателен, и каждый вид столбца можно выбрать только один раз" },
    });
    const [row] = await database.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, jobId));
    expect(row!.attempts).toBe(1);
    expect(await uploadsWaiting()).toEqual([]);
  });

  it("shows a job's status to its store's people only: anonymous 401, a rival company and another store's manager 404", async () => {
    session.actor = actorOf(a.companyManager);
    const { jobId } = await queue(file, true, a.stores[1].id);
    const { id: exportJobId } = await enqueueJob(database.db, MENU_EXPORT_JOB, {}, { companyId: a.company.id, storeId: a.stores[1].id });
    expect((await status(jobId)).state).toBe("queued");
    expect((await statusOf(exportJobId)).status).toBe(404);
    expect((await statusOf("x")).status).toBe(404);

    session.actor = null;
    expect((await statusOf(jobId)).status).toBe(401);
    session.actor = actorOf(b.companyManager);
    const rival = await statusOf(jobId);
    expect(rival.status).toBe(404);
    await expectDocumented("GET", "/api/imports/menu/jobs/{id}", rival);
    session.actor = actorOf(a.storeManager);
    expect((await statusOf(jobId)).status).toBe(404);
    await database.db.delete(jobs).where(eq(jobs.id, exportJobId));
    expect(await importWorker(database).runOnce()).toBe(true);
    expect(await uploadsWaiting()).toEqual([]);
  });
});
