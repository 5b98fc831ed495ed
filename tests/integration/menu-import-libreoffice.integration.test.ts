import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { exportMenu } from "@/lib/server/export/export-menu";
import { importMenu } from "@/lib/server/imports/import-menu";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, type UserRow } from "../support/tenants";

const SOFFICE = "/usr/bin/soffice";

/** The file as LibreOffice Calc saves it again (opened and written back as .xlsx, headless). */
function throughLibreOffice(bytes: Uint8Array): Uint8Array {
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-libreoffice-"));
  const input = path.join(dir, "in", "menu.xlsx");
  mkdirSync(path.dirname(input));
  writeFileSync(input, bytes);
  execFileSync(SOFFICE, [`-env:UserInstallation=file://${dir}/profile`, "--headless", "--convert-to", "xlsx", "--outdir", dir, input], { timeout: 120_000, stdio: "ignore" });
  return new Uint8Array(readFileSync(path.join(dir, "menu.xlsx")));
}

describe.skipIf(!existsSync(SOFFICE)).each(engines().slice(0, 1))("menu import of a file saved by LibreOffice Calc on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  let owner: UserRow;

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@calc.test", password: "password-1" }));
    [owner] = (await database.db.select().from(users).where(eq(users.email, "owner@calc.test"))) as [UserRow];
  });
  afterAll(async () => database?.close());

  it("reads three changed prices and an added dish, and the rest as unchanged", { timeout: 180_000 }, async () => {
    const exported = (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
    const itemCount = (await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, storeId))).length;
    const book = await openWorkbook(exported);
    const keys = new Set<unknown>();
    const rows: number[] = [];
    for (let row = 2; rows.length < 3; row += 1) {
      if (keys.has(book.get(row, "itemKey"))) continue;
      keys.add(book.get(row, "itemKey"));
      rows.push(row);
    }
    for (const row of rows) book.set(row, "price", Number(book.get(row, "price")) + 0.3);
    book.add({ categoryPath: book.get(2, "categoryPath"), title: "Блинчики с творогом", portion: 200, unit: "г", price: 8.7, hidden: "нет", ageRestricted: "нет" });
    const saved = throughLibreOffice(await book.bytes());
    const preview = await importMenu(contextOf(database.db, owner), { storeId, file: saved, dryRun: true, deleteMissing: false });
    expect(preview).toMatchObject({ created: 1, updated: 3, unchanged: itemCount - 3, refused: [], missing: [] });
  });
});
