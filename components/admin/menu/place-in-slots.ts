/**
 * The whole list's order after the shown part of it (a filtered or not yet rendered list) was reordered:
 * the shown ids take their new order in the places they held, every other id stays where it was.
 */
export function placeInSlots(all: number[], shownInNewOrder: number[]): number[] {
  const shown = new Set(shownInNewOrder);
  const next = shownInNewOrder[Symbol.iterator]();
  return all.map((id) => (shown.has(id) ? next.next().value! : id));
}
