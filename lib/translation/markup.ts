/**
 * Placeholders travel inside plain texts as private-use tokens (`\uE000` + number + `\uE001`), which menu
 * texts never contain. On the wire, adapters send texts as markup where each token is an empty `<x id="N"/>`
 * element, because every engine's tag handling (DeepL xml, Google/Yandex/LibreTranslate html) copies tags
 * through untranslated; line breaks travel as `<br/>`.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const TOKEN = /\uE000(\d+)\uE001/g;

export function placeholderToken(index: number): string {
  return `${OPEN}${index}${CLOSE}`;
}

/** Every placeholder index in a text, in order of appearance (repeats included). */
export function placeholderIndices(text: string): number[] {
  return [...text.matchAll(TOKEN)].map((match) => Number(match[1]));
}

/** Removes the characters placeholders are made of, so user text can never fake one. */
export function stripPlaceholderCharacters(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "");
}

export function encodeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(TOKEN, (_, index: string) => `<x id="${index}"/>`)
    .replace(/\r?\n/g, "<br/>");
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00A0" };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/** Reads an engine's markup answer back into a plain text with placeholder tokens. */
export function decodeMarkup(markup: string): string {
  return markup
    .replace(/<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:\s*<\/x>)?/gi, (_, index: string) => placeholderToken(Number(index)))
    .replace(/<\/x\s*>/gi, "")
    .replace(/[ \t]*<br\s*\/?>[ \t]*/gi, "\n")
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, decodeEntity);
}
