import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/exports/menu/route";
import { stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { ZInvoicePayment } from "@/lib/schemas/billing";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { createCategory } from "@/lib/server/categories/create-category";
import { createItem } from "@/lib/server/items/create-item";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { getActiveSubscription } from "@/lib/server/subscriptions/get-active-subscription";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { engines } from "../support/engines";
import { actorOf, contextOf, createTenant, insertUser, type UserRow } from "../support/tenants";
import { session } from "../support/browser-session";
import { billingDetails } from "../support/billing-details";

/** The route as a browser calls it: a signed-in actor (or none). */
vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

type Tenant = Awaited<ReturnType<typeof createTenant>>;


const flags = { hidden: false, ageRestricted: false, schedule: null };

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "menu-export-route-"));
  try {
    const file = path.join(dir, "menu.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(engines())("GET /api/exports/menu on $engine", ({ create }) => {
  let database: Database;
  let a: Tenant;
  let b: Tenant;
  const get = async (user: UserRow | null, query: Record<string, string>) => {
    session.actor = user ? actorOf(user) : null;
    const request = new NextRequest(`http://carta.test/api/exports/menu?${new URLSearchParams(query)}`);
    return GET(request, undefined);
  };

  beforeAll(async () => {
    database = await create();
    session.db = database.db;
    a = await createTenant(database.db, "Alpha");
    b = await createTenant(database.db, "Beta");
    const db = database.db;
    await db.update(stores).set({ name: "Café Ёлка", contentLocales: ["ru", "en", "zh"] }).where(eq(stores.id, a.stores[0].id));
    // Alpha's first store is in its trial (every feature); Beta's trial is over and it runs Basic.
    await db.update(stores).set({ setupEndsAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(stores.id, b.stores[0].id));
    await saveBillingInfo(contextOf(db, b.companyManager), { storeId: b.stores[0].id, version: null, info: billingDetails("190000061", "30120000000000000002") });
    const { invoice } = await activateSubscription(contextOf(db, b.companyManager), { storeId: b.stores[0].id, planKey: "basic", periods: 1, confirmDowngrade: false });
    const admin = await insertUser(db, { role: "administrator", companyId: null });
    const paidOn = new Date().toISOString().slice(0, 10);
    await markInvoicePaid(contextOf(db, admin), ZInvoicePayment.parse({ invoiceId: invoice!.id, amount: invoice!.total, paidOn, reference: `PP-${invoice!.number}` }));
    expect(await getActiveSubscription(contextOf(db, b.companyManager), b.stores[0].id)).toMatchObject({ planKey: "basic", status: "paid" });
    for (const [tenant, title] of [
      [a, "Борщ"],
      [b, "Солянка"],
    ] as const) {
      const ctx = contextOf(db, tenant.companyManager);
      const storeId = tenant.stores[0].id;
      const { id: categoryId } = await createCategory(ctx, { storeId, section: "kitchen", parentId: null, names: { ru: "Супы", en: "Soups" }, icon: "salad", iconUploadId: null, ...flags });
      await createItem(ctx, {
        storeId,
        categoryId,
        texts: { ru: { title, description: "" }, en: { title: `${title} (en)`, description: "" }, zh: { title: "罗宋汤", description: "" } },
        photoId: null,
        portions: [{ weight: "300", unit: "g", price: "12.50" }],
        ...flags,
      });
      await createItem(ctx, {
        storeId,
        categoryId,
        texts: { ru: { title: "Скрытый суп", description: "" } },
        photoId: null,
        portions: [{ weight: "300", unit: "g", price: "9.00" }],
        ...flags,
        hidden: true,
      });
    }
  });
  afterAll(async () => database?.close());

  it("answers the PDF under the store's URL name, and finds the items in it", async () => {
    const response = await get(a.storeManager, { storeId: String(a.stores[0].id), format: "pdf", locale: "zh" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const disposition = response.headers.get("content-disposition")!;
    expect(disposition).toContain(`filename="${a.stores[0].urlKey}-menu-zh.pdf"`);
    expect(disposition).toContain(`filename*=UTF-8''${a.stores[0].urlKey}-menu-zh.pdf`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("罗宋汤");
    expect(text).not.toContain("Скрытыйсуп");
  }, 120_000);

  it("answers the workbook with hidden items when asked, prices as numbers", async () => {
    const response = await get(a.companyManager, { storeId: String(a.stores[0].id), format: "xlsx", locale: "ru", sections: "kitchen", hidden: "1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`filename="${a.stores[0].urlKey}-menu-ru.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : [])));
    expect(cells).toContain("Борщ");
    expect(cells).toContain("Скрытый суп");
    expect(cells).toContain(12.5);
  }, 60_000);

  it("refuses anonymous callers, a rival's store, a store's sibling for its manager, and bad queries", async () => {
    expect((await get(null, { storeId: String(a.stores[0].id), format: "pdf", locale: "ru" })).status).toBe(401);
    expect((await get(b.companyManager, { storeId: String(a.stores[0].id), format: "xlsx", locale: "ru" })).status).toBe(404);
    expect((await get(a.companyManager, { storeId: String(b.stores[0].id), format: "xlsx", locale: "ru" })).status).toBe(404);
    expect((await get(a.storeManager, { storeId: String(a.stores[1].id), format: "xlsx", locale: "ru" })).status).toBe(404);
    expect((await get(a.storeManager, { storeId: "nope", format: "xlsx", locale: "ru" })).status).toBe(404);
    expect((await get(a.storeManager, { storeId: String(a.stores[0].id), format: "docx", locale: "ru" })).status).toBe(400);
    expect((await get(a.storeManager, { storeId: String(a.stores[0].id), format: "xlsx", locale: "ru", sections: "bar" })).status).toBe(400);
  });

  it("refuses below Premium with 403 naming the plan that unlocks export", async () => {
    const response = await get(b.storeManager, { storeId: String(b.stores[0].id), format: "xlsx", locale: "ru" });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; feature: string; unlockWith: string };
    expect(body).toMatchObject({ feature: "export_pdf_excel", unlockWith: "premium" });
    expect(body.error).toMatch(/Premium|Премиум/);
  });
});
