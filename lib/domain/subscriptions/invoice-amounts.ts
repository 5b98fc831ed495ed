import { formatDecimal, parseDecimal } from "../decimal";

export interface InvoiceAmounts {
  unitPrice: string;
  /** the unused part of a plan left early, deducted from the price (never below zero) */
  credit: string;
  /** what the buyer pays */
  total: string;
  vatRate: string;
  /** the VAT contained in the total (prices include VAT); "0.00" when the seller charges none */
  vatAmount: string;
}

const toCents = (text: string): bigint => {
  const value = parseDecimal(text);
  if (value.scale <= 2) return value.units * 10n ** BigInt(2 - value.scale);
  const divisor = 10n ** BigInt(value.scale - 2);
  return (value.units * 2n + divisor) / (divisor * 2n);
};

const cents = (units: bigint) => formatDecimal({ units, scale: 2 });

/**
 * The invoice's money lines: the price of `periods` periods less `credit`, and the VAT included in the
 * total, rounded half up to cents.
 */
export function invoiceAmounts(unitPrice: string, periods: number, vatRatePercent: string, credit = "0"): InvoiceAmounts {
  const price = toCents(unitPrice) * BigInt(periods);
  const deducted = toCents(credit) > price ? price : toCents(credit);
  const total = price - deducted;
  const rate = toCents(vatRatePercent);
  const vat = rate === 0n ? 0n : (total * rate * 2n + (10_000n + rate)) / ((10_000n + rate) * 2n);
  return { unitPrice: cents(toCents(unitPrice)), credit: cents(deducted), total: cents(total), vatRate: cents(rate), vatAmount: cents(vat) };
}
