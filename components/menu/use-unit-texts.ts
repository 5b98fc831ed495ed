import { useTranslations } from "next-intl";
import type { UnitTexts } from "@/lib/domain/portion-label";
import { unitTexts } from "@/lib/i18n/unit-texts";

/** Weight units ("g", "pcs") and amounts of them ("1 pc", "2 pcs") as the guest's language writes them. */
export function useUnitTexts(): UnitTexts {
  return unitTexts(useTranslations("menu") as Parameters<typeof unitTexts>[0]);
}
