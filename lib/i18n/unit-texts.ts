import type { UnitTexts } from "../domain/portion-label";

type Translate = {
  (key: string, values?: Record<string, number>): string;
  has(key: string): boolean;
};

/**
 * Units from the `menu` messages' `units` (names) and `unitAmounts` (ICU plurals of `count`), read through
 * `t`, a translator for `menu`; a code without texts stays as it is.
 */
export function unitTexts(t: Translate): UnitTexts {
  return {
    name: (unit) => (t.has(`units.${unit}`) ? t(`units.${unit}`) : unit),
    amount: (unit, count) => (t.has(`unitAmounts.${unit}`) ? t(`unitAmounts.${unit}`, { count }) : `${count} ${unit}`),
  };
}
