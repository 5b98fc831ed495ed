import { useTranslations } from "next-intl";
import { isolate } from "@/lib/domain/bidi";
import { selectedPortion } from "@/lib/domain/cart";
import { portionLabel } from "@/lib/domain/portion-label";
import type { CartEvent } from "./cart-store";
import { useUnitTexts } from "./use-unit-texts";

/** The sentence a screen reader hears (and a sighted guest sees) after a change to the cart. */
export function useCartAnnouncement() {
  const t = useTranslations("menu.guest.cart");
  const units = useUnitTexts();
  return (event: CartEvent | null): string => {
    if (!event) return "";
    if (event.kind === "cleared") return t("cleared");
    const { line } = event;
    const portion = selectedPortion(line);
    const values = { title: line.title, portion: isolate(portion ? portionLabel(portion, units) : ""), quantity: line.quantity };
    if (event.kind === "added") return t("added", values);
    if (event.kind === "removed") return t("removed", values);
    return t("changed", values);
  };
}
