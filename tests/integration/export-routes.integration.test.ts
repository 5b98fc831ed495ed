import ExcelJS from "exceljs";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportMenuRoute } from "@/app/api/exports/menu/route";
import { GET as jobFileRoute } from "@/app/api/exports/jobs/[id]/file/route";
import { GET as jobStatusRoute } from "@/app/api/exports/jobs/[id]/route";
import { GET as filesRoute } from "@/app/files/[...key]/route";
import { jobs, stores, subscriptions } from "@/lib/db/schema";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import { insertMenu } from "@/lib/db/seed/insert-menu";
import type { Database } from "@/lib/db/types";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant } from "../support/tenants";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "carta-export-routes-"));

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const exportOf = (query: string) => exportMenuRoute(new NextRequest(`http://localhost/api/exports/menu?${query}`), undefined);
const jobContext = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function workbookTitles(bytes: ArrayBuffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const titles: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row, index) => index > 1 && titles.push(String(row.getCell(2).value))));
  return titles;
}

describe.each(engines())("menu export routes on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  const now = new Date();
  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    for (const store of [...a.stores, ...b.stores]) {
      await settleSubscriptions({ db: database.db, clock: { now: () => now } }, store.id);
      await database.db.transaction((tx) => insertMenu(tx, { companyId: store.companyId, storeId: store.id }, demoMenu));
    }
    await database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] });
    // b's first store: the trial ended without a plan, so export (Premium) is refused.
    await database.db.update(subscriptions).set({ endsAt: new Date(now.getTime() - 1000) }).where(and(eq(subscriptions.storeId, b.stores[0].id), eq(subscriptions.planKey, "trial")));
  });

  it("answers the store's people with the file; anonymous 401, a rival 404, a bad query 400", async () => {
    const storeId = a.stores[0].id;
    session.actor = null;
    expect((await exportOf(`storeId=${storeId}&format=xlsx&locale=en`)).status).toBe(401);
    session.actor = actorOf(b.companyManager);
    expect((await exportOf(`storeId=${storeId}&format=xlsx&locale=en`)).status).toBe(404);
    session.actor = actorOf(a.storeManager);
    expect((await exportOf(`storeId=${a.stores[1].id}&format=xlsx&locale=en`)).status).toBe(404);
    expect((await exportOf(`storeId=${storeId}&format=docx&locale=en`)).status).toBe(400);
    expect((await exportOf(`storeId=${storeId}&format=xlsx&locale=en&sections=kitchen,bar`)).status).toBe(400);
    expect((await exportOf(`storeId=${storeId}&format=xlsx&locale=tr`)).status).toBe(400);
    await expectDocumented("GET", "/api/exports/menu", await exportOf(`storeId=${storeId}&format=xlsx&locale=tr`));

    const response = await exportOf(`storeId=${storeId}&format=xlsx&locale=en&sections=kitchen,drinks`);
    expect(response.status).toBe(200);
    await expectDocumented("GET", "/api/exports/menu", response);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${a.stores[0].urlKey}-menu-en.xlsx"; filename*=UTF-8''${a.stores[0].urlKey}-menu-en.xlsx`);
    const titles = await workbookTitles(await response.arrayBuffer());
    expect(titles.length).toBeGreaterThan(10);
  });

  it("refuses a store whose plan lacks export with 403 and the plan that brings it, in the actor's language", async () => {
    session.actor = actorOf(b.companyManager);
    const response = await exportOf(`storeId=${b.stores[0].id}&format=pdf&locale=ru`);
    expect(response.status).toBe(403);
    await expectDocumented("GET", "/api/exports/menu", response);
    expect(await response.json()).toEqual({
      error: "«Экспорт в PDF и Excel» не входит в ваш текущий тариф. Эта возможность есть в тарифе «Премиум».",
      feature: "export_pdf_excel",
      unlockWith: "premium",
    });
  });

  it("produces a large export as a background job, shows its progress and keeps the file for the store only", async () => {
    session.actor = actorOf(a.companyManager);
    const queued = await exportOf(`storeId=${a.stores[0].id}&format=xlsx&locale=ru&background=1`);
    expect(queued.status).toBe(202);
    await expectDocumented("GET", "/api/exports/menu", queued);
    const { jobId, statusUrl } = (await queued.json()) as { jobId: number; statusUrl: string };
    expect(statusUrl).toBe(`/api/exports/jobs/${jobId}`);
    const status = async () => (await expectDocumented("GET", "/api/exports/jobs/{id}", await jobStatusRoute(new NextRequest(`http://localhost${statusUrl}`), jobContext(jobId)))) as Record<string, unknown>;
    expect(await status()).toMatchObject({ status: "queued", progress: 0, downloadUrl: null });

    const worker = createJobWorker({ db: database.db, handlers: jobHandlers() });
    expect(await worker.runOnce()).toBe(true);
    expect(await status()).toMatchObject({ status: "done", progress: 100, fileName: `${a.stores[0].urlKey}-menu-ru.xlsx`, downloadUrl: `/api/exports/jobs/${jobId}/file` });
    const file = await jobFileRoute(new NextRequest(`http://localhost/api/exports/jobs/${jobId}/file`), jobContext(jobId));
    expect(file.status).toBe(200);
    await expectDocumented("GET", "/api/exports/jobs/{id}/file", file);
    expect(file.headers.get("content-disposition")).toContain(`-menu-ru.xlsx`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect((await workbookTitles(await file.arrayBuffer())).length).toBeGreaterThan(10);

    // The kept file is private: /files, which anyone may ask, does not hand it out.
    const [row] = await database.db.select({ result: jobs.result }).from(jobs).where(eq(jobs.id, jobId));
    const key = (row!.result as { key: string }).key;
    expect(key).toMatch(/^private\/exports\//);
    session.actor = null;
    const byUrl = await filesRoute(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split("/") }) });
    expect(byUrl.status).toBe(404);
    expect(byUrl.headers.get("cache-control")).toBe("no-store");

    session.actor = actorOf(b.companyManager);
    expect((await jobStatusRoute(new NextRequest(`http://localhost${statusUrl}`), jobContext(jobId))).status).toBe(404);
    expect((await jobFileRoute(new NextRequest(`http://localhost/api/exports/jobs/${jobId}/file`), jobContext(jobId))).status).toBe(404);
    expect((await jobStatusRoute(new NextRequest("http://localhost/api/exports/jobs/x"), jobContext("x"))).status).toBe(404);
  });
});
