/**
 * "250 g", "0.5 l": the stored weight without trailing zeros, then the unit as `unitName` spells it
 * in the guest's language (the unit's code when none is given).
 */
export function portionLabel(portion: { weight: string | null; unit: string }, unitName: (unit: string) => string = (unit) => unit): string {
  const weight = portion.weight?.includes(".") ? portion.weight.replace(/\.?0+$/, "") : portion.weight;
  const unit = unitName(portion.unit);
  return weight ? `${weight} ${unit}` : unit;
}
