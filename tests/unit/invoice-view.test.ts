import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceParty } from "@/lib/views/invoice/invoice-document";
import { invoiceHtml } from "@/lib/views/invoice/invoice-html";

const HOSTILE = `<img src=x onerror="alert(1)">`;
const LABELS = {
  seller: "Seller", buyer: "Buyer", vatNumber: "VAT", address: "Address", bank: "Bank", iban: "IBAN", bic: "BIC", inn: "ИНН", kpp: "КПП", account: "Account",
  bik: "БИК", correspondentAccount: "Corr.", phone: "Phone", director: "Director", description: "Service", period: "Period", quantity: "Periods", unitPrice: "Price", amount: "Amount", total: "Total",
};
const party = (name: string): InvoiceParty => ({ name, vatNumber: "190000018", address: "Minsk", bankName: "Bank", iban: "BY13NBRB3600900000002Z00AB00", bic: "NBRBBY2X", phone: "+375" });
const doc: InvoiceDocument = {
  lang: "ru",
  title: `Счёт № CA-1 ${HOSTILE}`,
  issued: "1 января 2027 г.",
  status: "Не оплачен",
  seller: party("Carta"),
  buyer: party(`Кафе ${HOSTILE}`),
  lines: [
    { description: "Basic", period: "01.01–31.01.2027", quantity: 1, unitPrice: "89,00 BYN", total: "89,00 BYN" },
    { description: "Credit", period: "15.12–31.12.2026", quantity: null, unitPrice: "", total: "-10,00 BYN" },
  ],
  total: "79,00 BYN",
  vatLine: "Без НДС",
  notes: [`Назначение: ${HOSTILE}`, "Оплатить до 10.01.2027"],
  signatures: [{ title: "Продавец", signature: "подпись", name: "ФИО" }],
  labels: LABELS,
};

describe("invoice view", () => {
  const html = invoiceHtml(doc);

  it("escapes a hostile buyer name, title and note: no element is made of them", () => {
    expect(html).not.toContain("<img");
    expect(html).toContain('<div class="name">Кафе &lt;img src=x onerror=&quot;alert(1)&quot;></div>');
    expect(html).toContain(`<title>Счёт № CA-1 &lt;img src=x onerror=&quot;alert(1)&quot;></title>`);
    expect(html).toContain("<p>Назначение: &lt;img src=x onerror=&quot;alert(1)&quot;></p>");
  });

  it("is one document in the reader's language with its stylesheet and no script", () => {
    expect(html.startsWith('<!doctype html>\n<html lang="ru"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toMatch(/<style>[^<]*font-family: "DejaVu Sans"[^<]*<\/style>/);
    expect(html).not.toContain("<script");
  });

  it("prints every line, a credit without a quantity, the total and the signatures", () => {
    expect(html).toContain('<tr><td>Basic</td><td>01.01–31.01.2027</td><td class="number">1</td><td class="number">89,00 BYN</td><td class="number">89,00 BYN</td></tr>');
    expect(html).toContain('<tr><td>Credit</td><td>15.12–31.12.2026</td><td class="number"></td><td class="number"></td><td class="number">-10,00 BYN</td></tr>');
    expect(html).toContain('<div class="total">Total: 79,00 BYN</div><div>Без НДС</div>');
    expect(html).toContain('<div class="meta">1 января 2027 г. · Не оплачен</div>');
    expect(html).toContain('<div class="sign"><div>Продавец</div><div class="line"></div><div class="hint">подпись / ФИО</div></div>');
  });
});
