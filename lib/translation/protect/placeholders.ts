import { placeholderIndices, placeholderToken, stripPlaceholderCharacters } from "../markup";
import type { GlossaryTerm } from "../types";
import { longestFirst, wholeWordPattern } from "./boundaries";
import { unitForm } from "./unit-forms";

/** A text ready for an engine: the parts it must not touch are placeholder tokens, their originals in `slots`. */
export interface ProtectedText {
  text: string;
  slots: string[];
  /** Outer whitespace, which engines trim. */
  prefix: string;
  suffix: string;
}

interface Segment {
  text: string;
  slot: boolean;
  /** What the slot puts back, when not the original (a term's fixed translation). */
  restore?: string;
}

type Rule = (text: string) => Segment[];

/** A rule cutting every match of `pattern` out as slots; `parts` may leave pieces of a match translatable. */
function matching(pattern: RegExp, parts: (match: RegExpExecArray) => Segment[] = (match) => [{ text: match[0], slot: true }]): Rule {
  return (text) => {
    const segments: Segment[] = [];
    let last = 0;
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
      if (match[0] === "") continue;
      segments.push({ text: text.slice(last, match.index), slot: false }, ...parts(match as RegExpExecArray));
      last = match.index + match[0].length;
    }
    segments.push({ text: text.slice(last), slot: false });
    return segments.filter((segment) => segment.text !== "");
  };
}

const CODE = /```[\s\S]*?```|`[^`\n]+`/g;
/** `[text](url "title")` and images: brackets and target are kept, the link text is translated. */
const LINK = /(!?\[)([^\]\n]*)(\]\([^)\s]*(?:\s+"[^"]*")?\))/g;
const URL = /<(?:https?:\/\/|mailto:)[^>\s]+>|\b(?:https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"»]|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
/** Line breaks with the indentation and list, heading or quote marker that starts the next line. */
const LINE_START = /[ \t]*\r?\n[ \t]*(?:(?:[-*+]|\d{1,3}[.)]|#{1,6}|>)[ \t]+)?|^(?:[-*+]|\d{1,3}[.)]|#{1,6}|>)[ \t]+/g;
const EMPHASIS = /\*{1,3}|~~|(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu;
const UNITS = [
  "₽", "\\$", "€", "£", "¥", "₺", "%", "‰", "°C", "°F", "°",
  "руб\\.?", "р\\.", "коп\\.?", "ккал", "kcal", "кг", "kg", "мг", "mg", "гр\\.?", "г\\.?", "g", "мл", "ml", "cl", "сл",
  "л\\.?", "l", "шт\\.?", "pcs", "см", "cm", "мм", "mm", "мин\\.?", "min", "сек\\.?", "ч\\.?", "h", "oz", "lb",
].join("|");
/** Numbers with their currency or unit: `350 ₽`, `$5`, `0,5 л`, `1 200 руб.`, `40%`, `1/2`. */
const QUANTITY = new RegExp(
  `(?:[₽$€£¥₺][ \\u00A0]?)?(?<![\\p{L}\\p{N}.,])\\d+(?:[ \\u00A0\\u202F]\\d{3}(?!\\d))*(?:[.,/]\\d+)?(?:([ \\u00A0\\u202F]?)(${UNITS})(?![\\p{L}\\p{N}]))?`,
  "gu",
);

/** A number with its unit put back with the unit in the target language's form (the number unchanged); other quantities as written. */
function quantityRule(to: string | undefined): Rule {
  return matching(QUANTITY, (match) => {
    const unit = match[2];
    const form = unit && to ? unitForm(unit, to) : undefined;
    if (form === undefined) return [{ text: match[0], slot: true }];
    const number = match[0].slice(0, match[0].length - unit!.length - (match[1] ?? "").length);
    // "50 г." ending a sentence keeps its full stop when the target form has none.
    const after = match.input.slice(match.index + match[0].length);
    const stop = unit!.endsWith(".") && !form.endsWith(".") && /^(?:\s*$|\s*\n|\s+\p{Lu})/u.test(after) ? "." : "";
    return [{ text: match[0], slot: true, restore: `${number}${match[1] || " "}${form}${stop}` }];
  });
}

function termRule(terms: readonly GlossaryTerm[]): Rule | undefined {
  const usable = longestFirst(
    terms.map((term) => ({ term: term.term.trim(), translation: term.translation?.trim() || undefined })).filter((term) => term.term !== ""),
    (term) => term.term,
  );
  if (usable.length === 0) return undefined;
  const pattern = new RegExp(usable.map((term) => wholeWordPattern(term.term)).join("|"), "giu");
  return matching(pattern, (match) => {
    const found = usable.find((term) => term.term.toLocaleLowerCase() === match[0].toLocaleLowerCase());
    return [{ text: match[0], slot: true, restore: found?.translation }];
  });
}

function apply(segments: Segment[], rule: Rule): Segment[] {
  return segments.flatMap((segment) => (segment.slot ? [segment] : rule(segment.text)));
}

export interface ProtectOptions {
  /** Terms to keep (or render as their fixed translation); leave empty when they go to a glossary instead. */
  terms?: readonly GlossaryTerm[];
  /** The target language: units after numbers come back in its form from the units catalogue. */
  to?: string;
}

/**
 * Replaces what an engine must not translate (code, link targets, URLs and e-mails, protected terms,
 * line structure with list markers, emphasis markers, numbers with prices and units) by placeholder
 * tokens; `restoreText` puts them back.
 */
export function protectText(input: string, options: ProtectOptions = {}): ProtectedText {
  const clean = stripPlaceholderCharacters(input);
  const prefix = /^\s*/.exec(clean)?.[0] ?? "";
  const body = clean.slice(prefix.length);
  const suffix = /\s*$/.exec(body)?.[0] ?? "";
  const core = body.slice(0, body.length - suffix.length);

  const terms = termRule(options.terms ?? []);
  const rules: Rule[] = [
    matching(CODE),
    matching(LINE_START),
    matching(LINK, (match) => [
      { text: match[1] ?? "", slot: true },
      { text: match[2] ?? "", slot: false },
      { text: match[3] ?? "", slot: true },
    ]),
    matching(URL),
    ...(terms ? [terms] : []),
    matching(EMPHASIS),
    quantityRule(options.to),
  ];
  let segments: Segment[] = core === "" ? [] : [{ text: core, slot: false }];
  for (const rule of rules) segments = apply(segments, rule).filter((segment) => segment.text !== "");

  const slots: string[] = [];
  let text = "";
  for (const segment of segments) {
    if (!segment.slot) {
      text += segment.text;
      continue;
    }
    const value = segment.restore ?? segment.text;
    const previous = text.endsWith(placeholderToken(slots.length - 1)) && slots.length > 0;
    if (previous) slots[slots.length - 1] += value;
    else {
      text += placeholderToken(slots.length);
      slots.push(value);
    }
  }
  return { text, slots, prefix, suffix };
}

export type RestoreResult = { ok: true; text: string } | { ok: false; missing: number[]; unexpected: number[] };

/** Puts the slots back into an engine's answer; fails unless every placeholder came back exactly once. */
export function restoreText(translated: string, protectedText: ProtectedText): RestoreResult {
  const found = placeholderIndices(translated);
  const counts = new Map<number, number>();
  for (const index of found) counts.set(index, (counts.get(index) ?? 0) + 1);
  const missing = protectedText.slots.flatMap((_, index) => (counts.get(index) === 1 ? [] : [index]));
  const unexpected = [...counts.keys()].filter((index) => index >= protectedText.slots.length);
  if (missing.length > 0 || unexpected.length > 0) return { ok: false, missing, unexpected };
  const text = translated.replace(/\uE000(\d+)\uE001/g, (_, index: string) => protectedText.slots[Number(index)] ?? "");
  return { ok: true, text: protectedText.prefix + text + protectedText.suffix };
}

/** True when nothing translatable is left between the placeholders (a price, a URL, a list of numbers). */
export function isOnlyPlaceholders(protectedText: ProtectedText): boolean {
  return !/[\p{L}]/u.test(protectedText.text.replace(/\uE000\d+\uE001/g, ""));
}
