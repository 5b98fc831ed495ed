/** Who wrote one field of a language's text. */
export type FieldOrigin = "machine" | "owner";

/** One field's origin, the hash of the primary text it was made from (null: not known yet) and that text itself, to show how it changed since. */
export interface FieldSource {
  by: FieldOrigin;
  from: string | null;
  text?: string;
}

/** The primary text of a field as it is now: its hash and the text. */
export interface PrimaryOrigin {
  from: string;
  text: string;
}

/** Each translated field's source, by field name; a field absent was written before sources were kept. */
export type FieldSources = Partial<Record<string, FieldSource>>;

/** A stored language row as the field rules need it. */
export interface SourcedRow {
  machine: boolean;
  sources: FieldSources;
  fields: Record<string, string>;
}

/** A field's source, falling back on the language's origin for a field written before sources were kept. */
export function fieldSource(row: Pick<SourcedRow, "machine" | "sources">, field: string): FieldSource {
  return row.sources[field] ?? { by: row.machine ? "machine" : "owner", from: null };
}

/** A field whose text no longer matches its primary text: it was made from another version of it. */
export function fieldOutdated(row: SourcedRow, field: string, primaryHash: string): boolean {
  const source = fieldSource(row, field);
  return (row.fields[field] ?? "") !== "" && source.from !== null && source.from !== primaryHash;
}

/**
 * A field the engine should write: one of its own (or still missing) that is empty while the primary
 * has text, or made from another (or an unknown) primary text. The owner's fields are never taken over
 * silently.
 */
export function fieldNeedsEngine(row: SourcedRow | undefined, field: string, primaryText: string, primaryHash: string): boolean {
  if (row === undefined) return primaryText !== "";
  const source = fieldSource(row, field);
  if (source.by === "owner") return false;
  const text = row.fields[field] ?? "";
  if (text === "") return primaryText !== "";
  return source.from !== primaryHash;
}

/** The owner's fields of a language whose source is not known yet (just written), stamped with the primary texts; null when none is. */
export function stampedSources(row: Pick<SourcedRow, "machine" | "sources">, fields: readonly string[], primary: Readonly<Record<string, PrimaryOrigin>>): FieldSources | null {
  const unstamped = fields.filter((field) => {
    const source = fieldSource(row, field);
    return source.by === "owner" && source.from === null;
  });
  if (unstamped.length === 0) return null;
  return Object.fromEntries(fields.map((field) => [field, unstamped.includes(field) ? { by: "owner", ...primary[field]! } : fieldSource(row, field)]));
}

/**
 * The sources of a language whose outdated fields (or only `only`) the owner confirmed as still correct
 * for the primary texts now; null when none is outdated.
 */
export function confirmedSources(row: SourcedRow, fields: readonly string[], primary: Readonly<Record<string, PrimaryOrigin>>, only?: string): FieldSources | null {
  const outdated = fields.filter((field) => (only === undefined || field === only) && fieldOutdated(row, field, primary[field]!.from));
  if (outdated.length === 0) return null;
  return Object.fromEntries(fields.map((field) => [field, outdated.includes(field) ? { ...fieldSource(row, field), ...primary[field]! } : fieldSource(row, field)]));
}

/** The sources of a language with `field` handed over to the engine (the owner asked for its text), the other fields as they are. */
export function handedOverSources(row: Pick<SourcedRow, "machine" | "sources">, fields: readonly string[], field: string): FieldSources {
  return Object.fromEntries(fields.map((name) => [name, name === field ? { by: "machine", from: null } : fieldSource(row, name)]));
}
