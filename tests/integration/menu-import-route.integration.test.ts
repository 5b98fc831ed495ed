import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as importRoute } from "@/app/api/imports/menu/route";
import { portions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { MENU_IMPORT_MAX_BYTES, MENU_IMPORT_MAX_ROWS } from "@/lib/schemas/menu-import";
import { exportMenu } from "@/lib/server/export/export-menu";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { rivalTenants } from "../support/rival-tenants";
import { seedRussianDemoMenu } from "../support/russian-demo-menu";
import { actorOf, type Tenant } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function upload(query: string, bytes: Uint8Array, name = "menu.xlsx", type = XLSX) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return importRoute(new NextRequest(`http://localhost/api/imports/menu?${query}`, { method: "POST", body: form }), undefined);
}

describe.each(engines())("POST /api/imports/menu on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  let exported: Uint8Array;
  let storeId: number;

  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    storeId = a.stores[0].id;
    await seedRussianDemoMenu(database, a.stores[0]);
    exported = (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
  });

  it("answers anonymous 401, a rival company and another store's manager 404, touching nothing", async () => {
    const book = await openWorkbook(exported);
    book.set(2, "price", 999);
    const changed = await book.bytes();
    const portionId = Number(book.get(2, "portionKey"));
    const before = await database.db.select().from(portions).where(eq(portions.id, portionId));
    session.actor = null;
    expect((await upload(`storeId=${storeId}&dryRun=0`, changed)).status).toBe(401);
    session.actor = actorOf(b.companyManager);
    expect((await upload(`storeId=${storeId}&dryRun=0`, changed)).status).toBe(404);
    await expectDocumented("POST", "/api/imports/menu", await upload(`storeId=${storeId}&dryRun=0`, changed));
    session.actor = actorOf(a.storeManager);
    expect((await upload(`storeId=${a.stores[1].id}&dryRun=0`, changed)).status).toBe(404);
    expect(await database.db.select().from(portions).where(eq(portions.id, portionId))).toEqual(before);
  });

  it("previews, then applies, the owner's edits; refused rows carry the catalogue's words in the caller's language", async () => {
    session.actor = { ...actorOf(a.companyManager), uiLocale: "en" };
    const book = await openWorkbook(exported);
    book.set(2, "price", 0);
    const refused = await upload(`storeId=${storeId}&dryRun=0`, await book.bytes());
    expect(refused.status).toBe(200);
    const refusedBody = (await expectDocumented("POST", "/api/imports/menu", refused)) as { applied: boolean; refused: unknown[] };
    expect(refusedBody.applied).toBe(false);
    expect(refusedBody.refused).toEqual([expect.objectContaining({ row: 2, column: "Цена", reason: "priceZero", message: "Price cannot be 0" })]);

    book.set(2, "price", 777.5);
    const file = await book.bytes();
    const preview = (await expectDocumented("POST", "/api/imports/menu", await upload(`storeId=${storeId}`, file))) as Record<string, unknown>;
    expect(preview).toMatchObject({ created: 0, updated: 1, refused: [], applied: false });
    const applied = (await expectDocumented("POST", "/api/imports/menu", await upload(`storeId=${storeId}&dryRun=0`, file))) as Record<string, unknown>;
    expect(applied).toMatchObject({ updated: 1, applied: true });
    const [portion] = await database.db.select().from(portions).where(eq(portions.id, Number(book.get(2, "portionKey"))));
    expect(portion!.price).toBe("777.50");
  });

  it("refuses the later of two rows naming the same portion, or the same new dish and portion, as a duplicate", async () => {
    session.actor = { ...actorOf(a.companyManager), uiLocale: "en" };
    const book = await openWorkbook(exported);
    const repeated = book.add({ itemKey: book.get(2, "itemKey"), portionKey: book.get(2, "portionKey"), categoryPath: book.get(2, "categoryPath"), title: book.get(2, "title"), portion: book.get(2, "portion"), unit: book.get(2, "unit"), price: 5 });
    const dish = { categoryPath: book.get(2, "categoryPath"), title: "Драники", portion: 250, unit: "г", price: 8 };
    book.add(dish);
    const again = book.add({ ...dish, title: "драники ", price: 9 });
    const answer = (await expectDocumented("POST", "/api/imports/menu", await upload(`storeId=${storeId}`, await book.bytes()))) as { refused: unknown[] };
    expect(answer).toMatchObject({ created: 1, applied: false });
    const message = "This item or portion already exists in the file or in the category";
    expect(answer.refused).toEqual([
      { sheet: expect.any(String), row: repeated, column: "portionKey", reason: "duplicate", message },
      { sheet: expect.any(String), row: again, column: "Название", reason: "duplicate", message },
    ]);
  });

  it("refuses a file that is neither a spreadsheet nor CSV with 400, a bad query with 400, one of more than 50,000 rows with 400, and one above 10 MB with 413", async () => {
    session.actor = { ...actorOf(a.companyManager), uiLocale: "ru" };
    const image = await upload(`storeId=${storeId}`, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), "menu.png", "image/png");
    expect(image.status).toBe(400);
    expect(await expectDocumented("POST", "/api/imports/menu", image)).toEqual({ error: "notSpreadsheet", message: "Это не таблица и не CSV: загрузите файл .xlsx или .csv" });
    expect((await upload(`storeId=${storeId}&dryRun=maybe`, exported)).status).toBe(400);
    const book = await openWorkbook(exported);
    for (let row = 0; row <= MENU_IMPORT_MAX_ROWS; row += 1) book.add({ title: "x" });
    const long = await upload(`storeId=${storeId}`, await book.bytes());
    expect(await expectDocumented("POST", "/api/imports/menu", long)).toEqual({ error: "tooManyRows", message: "В файле больше 50000 строк: разделите его на несколько файлов" });
    const huge = await upload(`storeId=${storeId}`, new Uint8Array(MENU_IMPORT_MAX_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(await expectDocumented("POST", "/api/imports/menu", huge)).toEqual({ error: "maxSize", message: "Файл больше 10 МБ" });
  });
});
