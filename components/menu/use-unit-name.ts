import { useTranslations } from "next-intl";

/** A weight unit's code ("g", "pcs") as the guest's language writes it; an unknown code stays as it is. */
export function useUnitName(): (unit: string) => string {
  const t = useTranslations("menu.units");
  return (unit) => (t.has(unit) ? t(unit as "g") : unit);
}
