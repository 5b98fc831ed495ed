import { GUEST_MESSAGES_ID } from "@/lib/views/menu/guest-messages-id";
import { formatMessage } from "./message-format";

/**
 * What the guest islands use of next-intl (`useTranslations`), served from the texts the page embeds in
 * `#guest-messages` (see guestMessages): the same component sources run on the phone without next-intl.
 */
type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number>;

let messages: Tree | null = null;
const loaded = (): Tree => (messages ??= JSON.parse(document.getElementById(GUEST_MESSAGES_ID)?.textContent ?? "{}") as Tree);
const locale = () => document.documentElement.lang || "en";

function lookup(path: string): string | Tree | undefined {
  let node: string | Tree | undefined = loaded();
  for (const key of path.split(".")) node = typeof node === "object" ? node[key] : undefined;
  return node;
}

export function useLocale(): string {
  return locale();
}

export function useTranslations(namespace?: string) {
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const t = (key: string, values?: Values) => {
    const template = lookup(full(key));
    return typeof template === "string" ? formatMessage(locale(), template, values) : full(key);
  };
  t.raw = (key: string) => lookup(full(key));
  t.has = (key: string) => lookup(full(key)) !== undefined;
  return t;
}
