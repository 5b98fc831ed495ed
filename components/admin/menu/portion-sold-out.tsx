"use client";

import { useLocale, useTranslations } from "next-intl";
import { useUnitTexts } from "@/components/menu/use-unit-texts";
import { portionLabel } from "@/lib/domain/portion-label";
import { formatMoney } from "@/lib/i18n/money";
import type { AdminPortion, ItemListRow } from "@/lib/server/items/item-dto";
import { useItemEditor } from "./item-editor-context";
import { SoldOutToggle } from "./sold-out-toggle";
import { useSetSoldOut } from "./use-set-sold-out";

/** "Sold out" for one portion of an item that has several. */
export function PortionSoldOut({ item, portion, name }: { item: ItemListRow; portion: AdminPortion; name: string }) {
  const t = useTranslations("menuAdmin");
  const locale = useLocale();
  const units = useUnitTexts();
  const { store, actions } = useItemEditor();
  const label = [portion.weight && portionLabel(portion, units), formatMoney(portion.price, store.currency, locale)].filter(Boolean).join(" · ");
  const { setSoldOut, refreshing } = useSetSoldOut(
    (soldOut) => actions.setSoldOut({ storeId: store.id, itemId: item.id, portionId: portion.id, soldOut }),
    `${name}, ${label}`,
  );
  return (
    <SoldOutToggle
      label={t("soldOut.portionLabel", { name, portion: label })}
      text={t("soldOut.short")}
      soldOut={item.soldOut === true || item.soldOutPortionIds?.includes(portion.id) === true}
      busy={refreshing || item.soldOut === true}
      onChange={setSoldOut}
    />
  );
}
