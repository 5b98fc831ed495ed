import formatMessage from "use-intl/format-message/format-only";
import type { CompiledMessage } from "icu-minify/format";
import { GUEST_MESSAGES_ID } from "@/lib/views/menu/guest-messages-id";

/**
 * What the guest islands use of next-intl (`useTranslations`), served from the texts the page embeds in
 * `#guest-messages`, precompiled by the server (lib/server/guest-page/guest-messages.ts), and formatted by
 * use-intl's format-only runtime: the same component sources run on the phone without an ICU parser.
 */
export type Tree = { [key: string]: CompiledMessage | Tree };
type Values = Record<string, string | number>;
type Options = Parameters<typeof formatMessage>[3];

let messages: Tree | null = null;
const loaded = (): Tree => (messages ??= JSON.parse(document.getElementById(GUEST_MESSAGES_ID)?.textContent ?? "{}") as Tree);
const locale = () => document.documentElement.lang || "en";

const made = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
function memo<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(kind: string, args: unknown[], make: () => T): T {
  const key = `${kind}${JSON.stringify(args)}`;
  let found = made.get(key) as T | undefined;
  if (!found) made.set(key, (found = make()));
  return found;
}

/** The runtime asks for these by locale and options; each is made once. */
const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => memo("n", args, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => memo("p", args, () => new Intl.PluralRules(...args)),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => memo("d", args, () => new Intl.DateTimeFormat(...args)),
} as unknown as Options["formatters"];

/** A message is a string or an array; a namespace is an object. */
const isMessage = (node: CompiledMessage | Tree | undefined): node is CompiledMessage => typeof node === "string" || Array.isArray(node);

/** A translator over precompiled `messages` in `locale`, as `useTranslations(namespace)` gives it. */
export function islandTranslator(messages: Tree, locale: string, namespace?: string) {
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const lookup = (path: string) => {
    let node: CompiledMessage | Tree | undefined = messages;
    for (const key of path.split(".")) node = node && !isMessage(node) ? node[key] : undefined;
    return node;
  };
  const t = (key: string, values?: Values) => {
    const message = lookup(full(key));
    if (!isMessage(message)) return full(key);
    return String(formatMessage(full(key), message, values, { locale, formatters, cache: undefined as never }));
  };
  t.has = (key: string) => lookup(full(key)) !== undefined;
  return t;
}

export function useLocale(): string {
  return locale();
}

export function useTranslations(namespace?: string) {
  return islandTranslator(loaded(), locale(), namespace);
}
