import { readFileSync } from "node:fs";
import path from "node:path";

type Messages = { [key: string]: string | Messages };

/** Namespaces as lib/i18n/messages.ts loads them: `storeSettings` from store-settings.json. */
const file = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The message of a UI language at a dotted key (`history.values.mode.add`), or undefined when there is none. */
export function messageAt(locale: string, key: string): string | undefined {
  const [namespace, ...rest] = key.split(".");
  let node: string | Messages | undefined = JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${file(namespace!)}.json`), "utf8")) as Messages;
  for (const part of rest) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
