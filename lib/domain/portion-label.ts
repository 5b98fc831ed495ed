/** "250 g", "0.5 l": the stored weight without trailing zeros, then the unit. */
export function portionLabel(portion: { weight: string | null; unit: string }): string {
  const weight = portion.weight?.includes(".") ? portion.weight.replace(/\.?0+$/, "") : portion.weight;
  return weight ? `${weight} ${portion.unit}` : portion.unit;
}
