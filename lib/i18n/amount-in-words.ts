import type { BillingCurrency } from "../domain/subscriptions/plan-keys";
import type { UiLocale } from "./locales";

type Forms = readonly [one: string, few: string, many: string];

/** The currencies' names in words: whole units and hundredths, with the grammatical gender Russian needs. */
const RU_CURRENCY: Record<BillingCurrency, { major: Forms; minor: Forms; majorFeminine: boolean }> = {
  BYN: { major: ["белорусский рубль", "белорусских рубля", "белорусских рублей"], minor: ["копейка", "копейки", "копеек"], majorFeminine: false },
  RUB: { major: ["российский рубль", "российских рубля", "российских рублей"], minor: ["копейка", "копейки", "копеек"], majorFeminine: false },
  USD: { major: ["доллар США", "доллара США", "долларов США"], minor: ["цент", "цента", "центов"], majorFeminine: false },
  EUR: { major: ["евро", "евро", "евро"], minor: ["евроцент", "евроцента", "евроцентов"], majorFeminine: false },
};
const EN_CURRENCY: Record<BillingCurrency, { major: [string, string]; minor: [string, string] }> = {
  BYN: { major: ["Belarusian ruble", "Belarusian rubles"], minor: ["kopeck", "kopecks"] },
  RUB: { major: ["Russian ruble", "Russian rubles"], minor: ["kopeck", "kopecks"] },
  USD: { major: ["US dollar", "US dollars"], minor: ["cent", "cents"] },
  EUR: { major: ["euro", "euros"], minor: ["cent", "cents"] },
};
const ZH_CURRENCY: Record<BillingCurrency, string> = { BYN: "白俄罗斯卢布", RUB: "俄罗斯卢布", USD: "美元", EUR: "欧元" };

const RU_ONES = ["", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"];
const RU_ONES_FEMININE = ["", "одна", "две", ...RU_ONES.slice(3)];
const RU_TEENS = ["десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"];
const RU_TENS = ["", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"];
const RU_HUNDREDS = ["", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"];
const RU_SCALES: { forms: Forms; feminine: boolean }[] = [
  { forms: ["тысяча", "тысячи", "тысяч"], feminine: true },
  { forms: ["миллион", "миллиона", "миллионов"], feminine: false },
  { forms: ["миллиард", "миллиарда", "миллиардов"], feminine: false },
];

const EN_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const EN_SCALES = ["", "thousand", "million", "billion"];

const ZH_DIGITS = "零壹贰叁肆伍陆柒捌玖";
const ZH_PLACES = ["", "拾", "佰", "仟"];
const ZH_SECTIONS = ["", "万", "亿", "万亿"];

/** Russian plural form of `n`: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
function ruForm(n: number, forms: Forms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** Splits a whole number into groups of three digits, lowest first. */
function triads(n: number): number[] {
  const groups: number[] = [];
  do {
    groups.push(n % 1000);
    n = Math.floor(n / 1000);
  } while (n > 0);
  return groups;
}

function ruTriad(n: number, feminine: boolean): string[] {
  const words = [RU_HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(RU_TEENS[rest - 10]!);
  else words.push(RU_TENS[Math.floor(rest / 10)]!, (feminine ? RU_ONES_FEMININE : RU_ONES)[rest % 10]!);
  return words.filter(Boolean);
}

function ruNumber(n: number, feminine: boolean): string {
  if (n === 0) return "ноль";
  const words: string[] = [];
  triads(n).forEach((group, index) => {
    if (group === 0) return;
    const scale = RU_SCALES[index - 1];
    words.unshift(...ruTriad(group, scale ? scale.feminine : feminine), ...(scale ? [ruForm(group, scale.forms)] : []));
  });
  return words.join(" ");
}

function enTriad(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? EN_ONES[rest]! : [EN_TENS[Math.floor(rest / 10)]!, EN_ONES[rest % 10]!].filter(Boolean).join("-");
  return [hundreds ? `${EN_ONES[hundreds]} hundred` : "", tens].filter(Boolean).join(" ");
}

function enNumber(n: number): string {
  if (n === 0) return "zero";
  return triads(n)
    .map((group, index) => (group ? [enTriad(group), EN_SCALES[index]].filter(Boolean).join(" ") : ""))
    .filter(Boolean)
    .reverse()
    .join(" ");
}

/** Chinese financial numerals (大写) of a whole number: 捌拾捌, 壹万零伍佰. */
function zhNumber(n: number): string {
  if (n === 0) return ZH_DIGITS[0]!;
  const sections: number[] = [];
  do {
    sections.push(n % 10_000);
    n = Math.floor(n / 10_000);
  } while (n > 0);
  let text = "";
  for (let index = sections.length - 1; index >= 0; index -= 1) {
    const section = sections[index]!;
    if (section === 0) {
      if (text && !text.endsWith(ZH_DIGITS[0]!)) text += ZH_DIGITS[0];
      continue;
    }
    if (text && section < 1000 && !text.endsWith(ZH_DIGITS[0]!)) text += ZH_DIGITS[0];
    let part = "";
    for (let place = 3; place >= 0; place -= 1) {
      const digit = Math.floor(section / 10 ** place) % 10;
      if (digit === 0) {
        if (part && !part.endsWith(ZH_DIGITS[0]!)) part += ZH_DIGITS[0];
      } else {
        part += ZH_DIGITS[digit]! + ZH_PLACES[place]!;
      }
    }
    text += part.replace(/零+$/, "") + ZH_SECTIONS[index]!;
  }
  return text.replace(/零+$/, "");
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An amount written out in words, as an invoice states the sum to pay: "Восемьдесят восемь белорусских
 * рублей 71 копейка", "Eighty-eight Belarusian rubles and 71 kopecks", "白俄罗斯卢布捌拾捌元柒角壹分".
 */
export function amountInWords(amount: string, currency: BillingCurrency, locale: UiLocale): string {
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const units = Number(whole);
  const cents = Number(fraction.padEnd(2, "0").slice(0, 2));
  const centsText = String(cents).padStart(2, "0");
  if (locale === "ru") {
    const names = RU_CURRENCY[currency];
    return capitalised(`${ruNumber(units, names.majorFeminine)} ${ruForm(units, names.major)} ${centsText} ${ruForm(cents, names.minor)}`);
  }
  if (locale === "en") {
    const names = EN_CURRENCY[currency];
    return capitalised(`${enNumber(units)} ${names.major[units === 1 ? 0 : 1]} and ${centsText} ${names.minor[cents === 1 ? 0 : 1]}`);
  }
  const jiao = Math.floor(cents / 10);
  const fen = cents % 10;
  const minor = cents === 0 ? "整" : `${jiao ? `${ZH_DIGITS[jiao]}角` : ZH_DIGITS[0]}${fen ? `${ZH_DIGITS[fen]}分` : ""}`;
  return `${ZH_CURRENCY[currency]}${zhNumber(units)}元${minor}`;
}
