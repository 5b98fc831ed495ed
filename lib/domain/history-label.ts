const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function inLocale(map: unknown, locale: string, pick: (value: unknown) => unknown): string | null {
  if (!isRecord(map)) return null;
  const values = [map[locale], ...Object.values(map)].map(pick);
  const found = values.find((value) => typeof value === "string" && value.length > 0);
  return typeof found === "string" ? found : null;
}

/** A readable name of a history entry's object from its snapshot: its name or title, preferring `locale`. */
export function historyObjectName(snapshot: unknown, locale: string): string | null {
  if (!isRecord(snapshot)) return null;
  const own = (value: unknown) => value;
  const title = (value: unknown) => (isRecord(value) ? value.title : null);
  return (
    inLocale(snapshot.names, locale, own) ??
    inLocale(snapshot.texts, locale, title) ??
    [snapshot.name, snapshot.title, snapshot.email].find((value): value is string => typeof value === "string" && value.length > 0) ??
    null
  );
}

/** A history entry that saved a new order of children (`order`: their ids), not a change of the object itself. */
export function isReorderSnapshot(snapshot: unknown): boolean {
  return isRecord(snapshot) && Array.isArray(snapshot.order);
}
