import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/types";
import { ZBillingInfo } from "@/lib/schemas/billing";
import { invoicePdfFile } from "@/lib/server/billing/invoice-pdf-file";
import { listInvoices } from "@/lib/server/billing/list-invoices";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { NotFoundError } from "@/lib/server/context";
import { activateSubscription } from "@/lib/server/subscriptions/activate-subscription";
import { engines } from "../support/engines";
import { contextOf, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const BILLING = {
  country: "BY",
  currency: "BYN",
  organizationName: "ООО «Ромашка»",
  directorLastName: "Петров",
  directorFirstName: "Пётр",
  directorMiddleName: "Петрович",
  directorPosition: "Директор",
  vatNumber: "192222221",
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
    expect(text).toContain("УНП:192222221");
    expect(text).toContain(squeeze("ООО «Ромашка»"));
    expect(text).toContain(squeeze("Минск, ул. Ленина, 1"));
    expect(text).toContain(squeeze("Подписка Carta, тариф «Базовый»").slice(0, 20));
    expect(text).toMatch(/ВтомчислеНДС\d+(\.\d+)?%|БезНДС/);
    expect(text).toContain(invoice!.total.replace(".", ","));
    expect(text).toMatch(new RegExp(`^.*Счёт№${invoice!.number.replaceAll("-", "\\-")}`));
    expect(text).toContain(squeeze(`Назначение платежа: Оплата по счёту № ${invoice!.number}`));
    expect(text).toMatch(/Оплатитьдо\d{1,2}[а-я]+\d{4}/);
    expect(text).toContain(squeeze("публичной оферты"));
    expect(text).toContain(squeeze("Всего к оплате: Восемьдесят девять белорусских рублей 00 копеек"));
    expect(text).toContain(squeeze("Счёт выставил (продавец)"));
    expect(text).toContain(squeeze("Счёт получил (покупатель)"));
    await expect(invoicePdfFile(contextOf(database.db, b.companyManager), { invoiceId: invoice!.id, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(invoicePdfFile(contextOf(database.db, a.storeManager), { invoiceId: invoice!.id + 1000, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
  }, 120_000);

  it("prints the same invoice in English and as a Chinese payment notice, never a tax invoice", async () => {
    const storeId = a.stores[0].id;
    const [invoice] = await listInvoices(contextOf(database.db, a.companyManager), storeId);
    const english = pdfText((await invoicePdfFile(contextOf(database.db, a.companyManager), { invoiceId: invoice!.id, locale: "en" })).body as Uint8Array);
    expect(english).toContain(squeeze(`Invoice No. ${invoice!.number}`));
    expect(english).toContain(squeeze(`Payment purpose: Payment of invoice No. ${invoice!.number}`));
    expect(english).toMatch(/Paymentdueby[A-Z][a-z]+\d{1,2},\d{4}/);
    expect(english).toContain(squeeze("Issued by (seller)"));
    expect(english).toContain(squeeze("Amount due in words: Eighty-nine Belarusian rubles and 00 kopecks"));
    const chinese = pdfText((await invoicePdfFile(contextOf(database.db, a.companyManager), { invoiceId: invoice!.id, locale: "zh" })).body as Uint8Array);
    expect(chinese).toContain(squeeze(`付款通知书 第 ${invoice!.number} 号`));
    expect(chinese).not.toContain("发票");
    expect(chinese).toContain(squeeze("付款用途"));
    expect(chinese).toContain(squeeze("大写金额：白俄罗斯卢布捌拾玖元整"));
  }, 120_000);
});
