import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/types";
import { ZBillingInfo } from "@/lib/schemas/billing";
import { invoicePdfFile } from "@/lib/server/billing/invoice-pdf-file";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { NotFoundError } from "@/lib/server/context";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { engines } from "../support/engines";
import { contextOf, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const BILLING = {
  organizationName: "ООО «Ромашка»",
  directorLastName: "Петров",
  directorFirstName: "Пётр",
  directorMiddleName: "Петрович",
  directorPosition: "Директор",
  vatNumber: "192222222",
  bankName: "ОАО «Банк»",
  iban: "BY13NBRB3600900000002Z00AB00",
  bic: "NBRBBY2X",
  legalAddress: "Минск, ул. Ленина, 1",
  phone: "+375 29 111-11-11",
};

/** pdftotext's reading of the PDF with all whitespace removed (lines wrap anywhere). */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "invoice-pdf-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, "");

describe.each(engines().slice(0, 1))("invoice PDF on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(async () => {
    ({ database, a, b } = world);
  });

  it("prints the number, seller, buyer, amount and VAT line in Russian, and hides the invoice from a rival", async () => {
    const storeId = a.stores[0].id;
    await saveBillingInfo(contextOf(database.db, a.companyManager), { storeId, version: null, info: ZBillingInfo.parse(BILLING) });
    const { invoice } = await activateSubscription(contextOf(database.db, a.companyManager), { storeId, planKey: "basic", periods: 1, confirmDowngrade: false });
    const file = await invoicePdfFile(contextOf(database.db, a.storeManager), { invoiceId: invoice!.id, locale: "ru" });
    expect(file.contentType).toBe("application/pdf");
    const text = pdfText(file.body as Uint8Array);
    expect(text).toContain(squeeze(`Счёт № ${invoice!.number}`));
    expect(text).toContain(squeeze("Продавец"));
    expect(text).toContain(squeeze("Покупатель"));
    expect(text).toContain("УНП:192222222");
    expect(text).toContain(squeeze("ООО «Ромашка»"));
    expect(text).toContain(squeeze("Минск, ул. Ленина, 1"));
    expect(text).toContain(squeeze("Подписка Carta, тариф «Базовый»").slice(0, 20));
    expect(text).toMatch(/ВтомчислеНДС\d+(\.\d+)?%|БезНДС/);
    expect(text).toContain(invoice!.total.replace(".", ","));
    await expect(invoicePdfFile(contextOf(database.db, b.companyManager), { invoiceId: invoice!.id, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(invoicePdfFile(contextOf(database.db, a.storeManager), { invoiceId: invoice!.id + 1000, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
  }, 120_000);
});
