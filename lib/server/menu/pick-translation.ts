type Row = { id: number; locale: string };
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Per id, the row in `locale`, else the one in `fallback` (the store's primary language); each of
 * `fields` left empty in the chosen row is filled from the other one, so a half-translated item
 * shows its primary-language description rather than none.
 */
export function pickTranslations<T extends Row>(
  rows: readonly T[],
  locale: string,
  fallback: string,
  fields: readonly TextField<T>[],
): Map<number, T> {
  const wanted = new Map<number, T>();
  const spare = new Map<number, T>();
  for (const row of rows) {
    if (row.locale === locale) wanted.set(row.id, row);
    else if (row.locale === fallback) spare.set(row.id, row);
  }
  const result = new Map<number, T>();
  for (const [id, backup] of spare) if (!wanted.has(id)) result.set(id, backup);
  for (const [id, row] of wanted) {
    const backup = spare.get(id);
    const filled = { ...row };
    for (const field of fields) if (!filled[field] && backup?.[field]) filled[field] = backup[field];
    result.set(id, filled);
  }
  return result;
}
