export type DiffKind = "added" | "removed" | "changed" | "unchanged";

export interface DiffRow {
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isComposite = (value: unknown) => isRecord(value) || Array.isArray(value);

function children(node: unknown): [string, unknown][] | null {
  if (isRecord(node)) return Object.entries(node);
  if (Array.isArray(node) && node.some(isComposite)) return node.map((value, index) => [String(index), value]);
  return null;
}

/**
 * Leaf values of a JSON document by dotted path (`names.en`, `portions.0.price`). Arrays of
 * plain values stay whole; empty objects and arrays below the top are leaves themselves.
 */
export function flattenDocument(value: unknown): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  const walk = (node: unknown, path: string) => {
    const entries = children(node);
    if (!entries || entries.length === 0) {
      if (path !== "" || !isComposite(node)) leaves.set(path, node);
      return;
    }
    for (const [key, child] of entries) walk(child, path ? `${path}.${key}` : key);
  };
  if (value !== null && value !== undefined) walk(value, "");
  return leaves;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Field-by-field difference of an action's `before` and `after` documents, in document order. */
export function diffDocuments(before: unknown, after: unknown): DiffRow[] {
  const old = flattenDocument(before);
  const next = flattenDocument(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths.map((path): DiffRow => {
    if (!next.has(path)) return { path, kind: "removed", before: old.get(path) };
    if (!old.has(path)) return { path, kind: "added", after: next.get(path) };
    const [a, b] = [old.get(path), next.get(path)];
    return { path, kind: sameValue(a, b) ? "unchanged" : "changed", before: a, after: b };
  });
}
