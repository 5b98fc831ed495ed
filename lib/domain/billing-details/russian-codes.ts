/** Σ digit × weight, the weights repeated from the left as needed. */
function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += Number(digits[index]) * weights[index % weights.length]!;
  return sum;
}

const INN_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const ACCOUNT_WEIGHTS = [7, 1, 3];

const innCheck = (digits: string, weights: readonly number[]) => (weightedSum(digits, weights) % 11) % 10;

/** A Russian taxpayer number (ИНН): 10 digits for an organisation, 12 for a person, with their check digits. */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) return innCheck(value.slice(0, 9), INN_10) === Number(value[9]);
  if (/^\d{12}$/.test(value)) {
    return innCheck(value.slice(0, 10), INN_12_FIRST) === Number(value[10]) && innCheck(value.slice(0, 11), INN_12_SECOND) === Number(value[11]);
  }
  return false;
}

/** A КПП: tax office (4 digits), reason (2 digits or capital Latin letters) and a serial (3 digits). */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/** A Russian bank code (БИК): 9 digits, starting 04 (the country). */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

/** The control key of the Central Bank: the 23 digits weighted 7, 1, 3 add up to a multiple of 10. */
const keyed = (prefix: string, account: string) => weightedSum(prefix + account, ACCOUNT_WEIGHTS) % 10 === 0;

/** A settlement account: 20 digits keyed with the last three digits of the bank's БИК. */
export function isValidRussianAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && keyed(bik.slice(6), account);
}

/** A bank's correspondent account with the Central Bank: 20 digits starting 301, keyed with "0" and the 5th–6th digits of the БИК. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return /^301\d{17}$/.test(account) && isValidBik(bik) && keyed(`0${bik.slice(4, 6)}`, account);
}
