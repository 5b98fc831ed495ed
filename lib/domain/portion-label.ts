/** How a language writes weight units: a unit alone, and an amount of it. */
export interface UnitTexts {
  /** "pcs": a unit's name, for a portion without a weight */
  name(unit: string): string;
  /** "1 pc", "2 pcs", "0,5 л": an amount of a unit, its number and plural as the language writes them */
  amount(unit: string, count: number): string;
}

/** Units as their codes and amounts as stored ("250 g", "0.5 l"), for data rather than readers. */
export const UNIT_CODES: UnitTexts = {
  name: (unit) => unit,
  amount: (unit, count) => `${count} ${unit}`,
};

/** "250 g", "1 pc", "0,5 л": the portion's weight in its unit as `units` writes it; the unit alone without a weight. */
export function portionLabel(portion: { weight: string | null; unit: string }, units: UnitTexts = UNIT_CODES): string {
  const count = portion.weight ? Number(portion.weight) : Number.NaN;
  return Number.isFinite(count) ? units.amount(portion.unit, count) : units.name(portion.unit);
}
