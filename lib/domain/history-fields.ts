import { CONTENT_LOCALES } from "../i18n/locales";

/** One piece of a field's label: a known field name, a content language, or the n-th entry of a list. */
export type FieldLabelPart = { kind: "field"; key: string } | { kind: "locale"; code: string } | { kind: "entry"; of: string | null; number: number };

/** Book-keeping of the database, not what a person changed: versions, ids, internal order of sub-entries, timestamps. */
const INTERNAL_KEYS = new Set(["version", "id", "itemId", "categoryId", "parentId", "storeId", "companyId", "promotionCategoryId", "level", "createdAt", "updatedAt"]);
/** Containers whose keys are content languages: `names.en` reads "Name (English)". */
const BY_LOCALE: Record<string, string | null> = { names: "name", texts: null };
const isLocale = (key: string) => (CONTENT_LOCALES as readonly string[]).includes(key);
const isIndex = (key: string) => /^\d+$/.test(key);

/** Whether a dotted path of a history document is internal and stays out of the difference table. */
export function isInternalField(path: string): boolean {
  const keys = path.split(".");
  // Where a transferred object came from is worth keeping, ids and all.
  if (keys[0] === "copiedFrom") return false;
  const last = keys.at(-1)!;
  if (INTERNAL_KEYS.has(last) || last.endsWith("At")) return true;
  // A sub-entry's position only orders it inside its parent (portions.0.position).
  return last === "position" && keys.length > 1;
}

/** The parts a field's human label is made of, from its dotted path (`portions.0.price` → Portion 1 · Price). */
export function fieldLabelParts(path: string): FieldLabelPart[] {
  const keys = path.split(".").filter(Boolean);
  const parts: FieldLabelPart[] = [];
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    const next = keys[index + 1];
    // A venue's texts in its other languages are kept by language first: `en.address`.
    if (index === 0 && isLocale(key) && next !== undefined) {
      parts.push(...keys.slice(1).map((name): FieldLabelPart => ({ kind: "field", key: name })), { kind: "locale", code: key });
      return parts;
    }
    if (key in BY_LOCALE && next !== undefined && isLocale(next)) {
      const field = BY_LOCALE[key];
      const rest = keys.slice(index + 2);
      if (rest.length > 0) parts.push(...rest.map((name): FieldLabelPart => ({ kind: "field", key: name })));
      else if (field) parts.push({ kind: "field", key: field });
      parts.push({ kind: "locale", code: next });
      return parts;
    }
    if (isIndex(key)) {
      const previous = keys[index - 1];
      if (parts.at(-1)?.kind === "field" && previous !== undefined) parts.pop();
      parts.push({ kind: "entry", of: previous ?? null, number: Number(key) + 1 });
      continue;
    }
    parts.push({ kind: "field", key });
  }
  return parts;
}
