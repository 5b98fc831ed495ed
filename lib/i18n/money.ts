/**
 * The one rule for showing money, everywhere a price or an amount appears (guest menu, admin, PDF,
 * Excel, invoices): the language's digits and separators, the currency where that language puts it,
 * always two decimals.
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** "12,50 BYN" in Russian, "BYN 12.50" in English: a stored amount (a decimal string or a number) shown in `locale`. */
export function formatMoney(amount: string | number | null | undefined, currency: string, locale: string): string {
  const value = Number(amount ?? 0);
  return moneyFormat(locale, currency).format(Number.isFinite(value) ? value : 0);
}

const DIGITS: ReadonlySet<string> = new Set(["integer", "group", "decimal", "fraction"]);

/**
 * The same rule as a spreadsheet number format (`#,##0.00" BYN"`, `"BYN "#,##0.00`): the amount stays a
 * number, the currency sits where the language puts it, and the spreadsheet shows separators as its reader's
 * settings say.
 */
export function spreadsheetMoneyFormat(currency: string, locale: string): string {
  const pieces: string[] = [];
  let text = "";
  let digits = false;
  for (const part of moneyFormat(locale, currency).formatToParts(1234.5)) {
    if (!DIGITS.has(part.type)) {
      text += part.value.replace(/["\\\u200e\u200f\u061c]/g, "");
      continue;
    }
    if (digits) continue;
    if (text) pieces.push(`"${text}"`);
    pieces.push("#,##0.00");
    text = "";
    digits = true;
  }
  if (text) pieces.push(`"${text}"`);
  return pieces.join("");
}
