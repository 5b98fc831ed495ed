/**
 * Formats the guest islands' messages: `{name}` arguments and `{count, plural, =0 {…} one {# …} other {…}}`,
 * the only ICU forms their texts use, without shipping an ICU runtime to the phone.
 */
type Values = Record<string, string | number>;

/** The end of the `{…}` block that opens at `start` (nested braces counted). */
function blockEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at;
  }
  throw new Error(`Unbalanced message: ${text}`);
}

function pluralCases(body: string): Map<string, string> {
  const cases = new Map<string, string>();
  const selector = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  let at = 0;
  while (at < body.length && body.slice(at).trim()) {
    selector.lastIndex = at;
    const found = selector.exec(body);
    if (!found?.[1]) throw new Error(`Not a plural case: ${body.slice(at)}`);
    const open = selector.lastIndex - 1;
    const close = blockEnd(body, open);
    cases.set(found[1], body.slice(open + 1, close));
    at = close + 1;
  }
  return cases;
}

function plural(locale: string, body: string, value: number, values: Values): string {
  const cases = pluralCases(body);
  const chosen = cases.get(`=${value}`) ?? cases.get(new Intl.PluralRules(locale).select(value)) ?? cases.get("other") ?? "";
  return formatMessage(locale, chosen.replace(/#/g, new Intl.NumberFormat(locale).format(value)), values);
}

export function formatMessage(locale: string, template: string, values: Values = {}): string {
  let out = "";
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf("{", at);
    if (open < 0) break;
    out += template.slice(at, open);
    const close = blockEnd(template, open);
    const inner = template.slice(open + 1, close);
    const comma = inner.indexOf(",");
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    if (comma < 0) out += String(values[name] ?? "");
    else {
      const rest = inner.slice(comma + 1);
      const kind = rest.slice(0, rest.indexOf(",")).trim();
      if (kind !== "plural") throw new Error(`Unsupported message argument: ${inner}`);
      out += plural(locale, rest.slice(rest.indexOf(",") + 1), Number(values[name] ?? 0), values);
    }
    at = close + 1;
  }
  return out + template.slice(at);
}
