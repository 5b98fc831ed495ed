export type ReorderCheck =
  | { ok: true; moves: { id: number; position: number }[] }
  | { ok: false; key: "sortNoCategories" | "sortNoChanges" | "invalidValue" };

/**
 * Checks a new order of siblings against the current one: it must hold exactly the same ids.
 * Returns the rows whose position changes, positions being 0…n-1 in the new order.
 */
export function checkReorder(current: { id: number; position: number }[], next: number[]): ReorderCheck {
  if (current.length === 0) return { ok: false, key: "sortNoCategories" };
  const known = new Set(current.map((row) => row.id));
  if (next.length !== current.length || new Set(next).size !== next.length || next.some((id) => !known.has(id))) {
    return { ok: false, key: "invalidValue" };
  }
  if (next.every((id, index) => id === current[index]!.id)) return { ok: false, key: "sortNoChanges" };
  const positions = new Map(current.map((row) => [row.id, row.position]));
  const moves = next.flatMap((id, position) => (positions.get(id) === position ? [] : [{ id, position }]));
  return { ok: true, moves };
}
