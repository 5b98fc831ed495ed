export interface FakeEngineOptions {
  /** How the engine writes empty elements back: as sent, or as start and end tags (HTML serializers). */
  tags?: "as-sent" | "open-close";
  /** Glossary: source term → the rendering the engine must use. */
  glossary?: ReadonlyMap<string, string>;
}

const MARKUP = /(<[^>]*>|&#?\w+;)/;

/**
 * "Translates" an engine's markup input the way a real engine treats it: words change (upper-cased,
 * marked with the target language), tags and entities are copied, glossary terms are rendered as given.
 */
export function fakeTranslate(text: string, target: string, options: FakeEngineOptions = {}): string {
  const placeholders = new Map<string, string>();
  let prepared = text;
  for (const [term, rendering] of options.glossary ?? []) {
    const key = `§${placeholders.size}§`;
    if (!prepared.includes(term)) continue;
    prepared = prepared.split(term).join(key);
    placeholders.set(key, rendering);
  }
  let translated = prepared
    .split(MARKUP)
    .map((part, index) => (index % 2 === 1 ? part : part.toUpperCase()))
    .join("");
  for (const [key, rendering] of placeholders) translated = translated.split(key).join(rendering);
  if (options.tags === "open-close") translated = translated.replace(/<x id="(\d+)"\s*\/>/g, '<x id="$1"></x>');
  return `[${target.toLowerCase()}] ${translated}`;
}
