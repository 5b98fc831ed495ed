import type { InvoiceParty } from "@/lib/db/schema/billing";

/** A seller or a buyer as the invoice was issued to (stored with the invoice). */
export type { InvoiceParty };

/** What an invoice document shows, already formatted in the reader's language. */
export interface InvoiceDocument {
  lang: string;
  title: string;
  issued: string;
  status: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** the plan and its period, then any credit for a plan left early */
  lines: InvoiceLine[];
  total: string;
  vatLine: string;
  /** due date, payment purpose, the offer it is issued under */
  notes: string[];
  /** who signs: a line for the seller and one for the buyer */
  signatures: { title: string; signature: string; name: string }[];
  labels: InvoiceLabels;
}

export interface InvoiceLine {
  description: string;
  period: string;
  quantity: number | null;
  unitPrice: string;
  total: string;
}

export interface InvoiceLabels {
  seller: string;
  buyer: string;
  vatNumber: string;
  address: string;
  bank: string;
  iban: string;
  bic: string;
  /** a Russian party's ИНН, КПП, settlement account, БИК and correspondent account */
  inn: string;
  kpp: string;
  account: string;
  bik: string;
  correspondentAccount: string;
  phone: string;
  director: string;
  description: string;
  period: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
}
