/** IBAN lengths by country (ISO 13616 registry) for the countries Carta's customers bank in most. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BY: 28, CH: 21, CY: 28, CZ: 24, DE: 22,
  DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GE: 22, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23, IT: 27,
  KZ: 20, LT: 20, LU: 20, LV: 21, MD: 24, ME: 22, MK: 19, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, TR: 26, UA: 29,
};

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Without spaces, in capitals: how IBANs and BICs are stored and compared. */
export function normalizeBankCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN (country and check digits moved to the end, letters as 10–35). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN by ISO 13616: shape, the country's length where known, and the check digits. */
export function isValidIban(value: string): boolean {
  const iban = normalizeBankCode(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return ibanRemainder(iban) === 1;
}

/** The check digits that make `country` + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country}00${bban}`);
  return String(98 - remainder).padStart(2, "0");
}

/** A BIC (SWIFT code) by ISO 9362: bank, country, location and an optional branch. */
export function isValidBic(value: string): boolean {
  return BIC_SHAPE.test(normalizeBankCode(value));
}
