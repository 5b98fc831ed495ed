import { createTranslator, type Messages } from "use-intl/core";
import { isContentLocale } from "./locales";
import { loadMessages } from "./messages";

const messagesByLocale = new Map<string, Promise<Messages>>();
const translators = new Map<string, Promise<Translator>>();

/** All of a locale's messages, loaded once per process. */
export function cachedMessages(locale: string): Promise<Messages> {
  if (!isContentLocale(locale)) throw new Error(`Not a content locale: ${locale}`);
  let messages = messagesByLocale.get(locale);
  if (!messages) messagesByLocale.set(locale, (messages = loadMessages(locale) as Promise<Messages>));
  return messages;
}

function translatorFor(locale: string, namespace: string) {
  return cachedMessages(locale).then((loaded) => createTranslator({ locale, messages: loaded, namespace: namespace as never }));
}

type Translator = Awaited<ReturnType<typeof translatorFor>>;

/**
 * A translator for `namespace` in `locale`, made once per process: for pages built outside a React render
 * (the guest pages' route handlers), where next-intl's per-request cache does not hold and
 * `getTranslations` would load and set up every message file again on each call.
 */
export function translations(locale: string, namespace: string): Promise<Translator> {
  const key = `${locale}:${namespace}`;
  let found = translators.get(key);
  if (!found) translators.set(key, (found = translatorFor(locale, namespace)));
  return found;
}
