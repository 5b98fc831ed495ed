/**
 * A strict lexer for the small HTML fragment a review widget is pasted as. It understands tags with
 * quoted or bare attributes, closing tags and text; anything else (comments, doctypes, processing
 * instructions, unknown entities, a stray `<`) makes the whole fragment unreadable (null).
 */
export type HtmlToken =
  | { kind: "open"; name: string; attributes: Map<string, string> }
  | { kind: "close"; name: string }
  | { kind: "text"; text: string };

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9]*/y;
const ATTRIBUTE_NAME = /[a-zA-Z_:][-a-zA-Z0-9_:.]*/y;
const BARE_VALUE = /[^\s"'=<>`]+/y;
const SPACE = /\s*/y;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

function decodeEntities(value: string): string | null {
  let failed = false;
  const decoded = value.replace(/&([^;\s&]*);?/g, (match, body: string) => {
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(body);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2]!, numeric[1] ? 16 : 10) : null;
    if (code !== null && code > 0 && code <= 0x10ffff && match.endsWith(";")) return String.fromCodePoint(code);
    if (match.endsWith(";") && body in NAMED_ENTITIES) return NAMED_ENTITIES[body]!;
    failed = true;
    return match;
  });
  return failed ? null : decoded;
}

class Reader {
  at = 0;
  constructor(readonly source: string) {}
  match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.source);
    if (!found) return null;
    this.at = pattern.lastIndex;
    return found[0];
  }
  skipSpace(): boolean {
    return (this.match(SPACE) ?? "").length > 0;
  }
  take(text: string): boolean {
    if (!this.source.startsWith(text, this.at)) return false;
    this.at += text.length;
    return true;
  }
  get done() {
    return this.at >= this.source.length;
  }
}

function readValue(reader: Reader): string | null {
  for (const quote of ['"', "'"]) {
    if (!reader.take(quote)) continue;
    const end = reader.source.indexOf(quote, reader.at);
    if (end < 0) return null;
    const raw = reader.source.slice(reader.at, end);
    reader.at = end + 1;
    return decodeEntities(raw);
  }
  const bare = reader.match(BARE_VALUE);
  return bare === null ? null : decodeEntities(bare);
}

function readAttributes(reader: Reader): Map<string, string> | null {
  const attributes = new Map<string, string>();
  while (reader.skipSpace()) {
    const name = reader.match(ATTRIBUTE_NAME)?.toLowerCase();
    if (!name) break;
    let value = "";
    reader.skipSpace();
    if (reader.take("=")) {
      reader.skipSpace();
      const read = readValue(reader);
      if (read === null) return null;
      value = read;
    }
    if (attributes.has(name)) return null;
    attributes.set(name, value);
  }
  return attributes;
}

function readTag(reader: Reader): HtmlToken | null {
  const closing = reader.take("/");
  const name = reader.match(TAG_NAME)?.toLowerCase();
  if (!name) return null;
  if (closing) {
    reader.skipSpace();
    return reader.take(">") ? { kind: "close", name } : null;
  }
  const attributes = readAttributes(reader);
  if (!attributes) return null;
  reader.take("/");
  return reader.take(">") ? { kind: "open", name, attributes } : null;
}

/** The fragment's tokens in order, or null when it is not plain tags and text. */
export function htmlTokens(source: string): HtmlToken[] | null {
  const reader = new Reader(source);
  const tokens: HtmlToken[] = [];
  while (!reader.done) {
    if (reader.take("<")) {
      const tag = readTag(reader);
      if (!tag) return null;
      tokens.push(tag);
      continue;
    }
    const end = source.indexOf("<", reader.at);
    const raw = source.slice(reader.at, end < 0 ? source.length : end);
    reader.at += raw.length;
    const text = decodeEntities(raw);
    if (text === null) return null;
    tokens.push({ kind: "text", text });
  }
  return tokens;
}
