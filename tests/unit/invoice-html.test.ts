import { describe, expect, it } from "vitest";
import { type InvoiceDocument, type InvoiceParty, invoiceHtml } from "@/lib/billing/invoice-html";

const LABELS: InvoiceDocument["labels"] = {
  seller: "Seller",
  buyer: "Buyer",
  vatNumber: "УНП",
  address: "Address",
  bank: "Bank",
  iban: "IBAN",
  bic: "BIC",
  inn: "ИНН",
  kpp: "КПП",
  account: "Account",
  bik: "БИК",
  correspondentAccount: "Corr. account",
  phone: "Phone",
  director: "Signed by",
  description: "Service",
  period: "Period",
  quantity: "Periods",
  unitPrice: "Price",
  amount: "Amount",
  total: "Total",
};

const party = (details: Partial<InvoiceParty>): InvoiceParty => ({ name: "Org", vatNumber: "", address: "Addr", bankName: "Bank", iban: "", bic: "", phone: "+1", ...details });

const doc = (buyer: InvoiceParty): InvoiceDocument => ({
  lang: "en",
  title: "Invoice",
  issued: "today",
  status: "Unpaid",
  seller: party({ vatNumber: "190000018", iban: "BY13NBRB3600900000002Z00AB00", bic: "NBRBBY2X" }),
  buyer,
  lines: [],
  total: "1",
  vatLine: "No VAT",
  notes: [],
  signatures: [],
  labels: LABELS,
});

describe("invoice parties", () => {
  it("print a Russian buyer's ИНН, КПП, settlement account, БИК and correspondent account under their own names", () => {
    const html = invoiceHtml(doc(party({ vatNumber: "7707083893", kpp: "773601001", iban: "40702810938000000001", bic: "044525225", correspondentAccount: "30101810400000000225" })));
    const buyer = html.slice(html.lastIndexOf('<section class="party">'));
    for (const line of ["ИНН:</span> 7707083893", "КПП:</span> 773601001", "Account:</span> 40702810938000000001", "БИК:</span> 044525225", "Corr. account:</span> 30101810400000000225"]) expect(buyer).toContain(line);
    expect(buyer).not.toContain("IBAN:");
  });

  it("print any other party's tax number, IBAN and BIC", () => {
    const html = invoiceHtml(doc(party({ vatNumber: "DE136695976", iban: "DE89370400440532013000", bic: "COBADEFFXXX" })));
    const buyer = html.slice(html.lastIndexOf('<section class="party">'));
    expect(buyer).toContain("IBAN:</span> DE89370400440532013000");
    expect(buyer).not.toContain("КПП");
  });
});
