"use client";

import { useTranslations } from "next-intl";
import { memo, type ReactNode, useState } from "react";
import type { AdminPortion, ItemListRow } from "@/lib/server/items/item-dto";
import { DeleteItemDialog, EditItemDialog } from "./lazy-item-dialogs";
import { useItemEditor } from "./item-editor-context";
import { ItemThumb } from "./item-thumb";
import { PortionSoldOut } from "./portion-sold-out";
import { PortionSummary } from "./portion-summary";
import { RowActions } from "./row-actions";
import { SoldOutToggle } from "./sold-out-toggle";
import { StatusBadges } from "./status-badges";
import { useSetHidden } from "./use-set-hidden";
import { useSetSoldOut } from "./use-set-sold-out";
import { VisibilityToggle } from "./visibility-toggle";

/**
 * One item of the list. Its content renders again only when the item changes: a drag, a drop or a filter
 * re-renders the frame and the handle, not every row's switches and badges.
 */
export function ItemRow({ item, handle }: { item: ItemListRow; handle: ReactNode }) {
  return (
    <div
      data-testid="item-row"
      className={`flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 bg-[var(--background)] p-2 dark:border-zinc-800 ${item.hidden ? "opacity-70" : ""}`}
    >
      {handle}
      <ItemRowContent item={item} />
    </div>
  );
}

const ItemRowContent = memo(function ItemRowContent({ item }: { item: ItemListRow }) {
  const t = useTranslations("menuAdmin.items");
  const soldOutTexts = useTranslations("menuAdmin.soldOut");
  const { store, actions } = useItemEditor();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const close = () => setDialog(null);
  const { setHidden, refreshing } = useSetHidden((hidden) => actions.setHidden({ storeId: store.id, itemId: item.id, version: item.version, hidden }));
  const name = item.title || t("untitled");
  const soldOut = useSetSoldOut((value) => actions.setSoldOut({ storeId: store.id, itemId: item.id, soldOut: value }), name);
  const portionControl = item.portions.length > 1 ? (portion: AdminPortion) => <PortionSoldOut item={item} portion={portion} name={name} /> : undefined;
  return (
    <>
      <ItemThumb url={item.thumb ?? null} />
      {/* At least 10rem wide: on a phone the switch and buttons go to a line of their own instead of squeezing the title. */}
      <div className="flex min-w-0 grow basis-40 flex-col gap-1">
        <span className="font-medium">{name}</span>
        <PortionSummary portions={item.portions} currency={store.currency} control={portionControl} />
        <StatusBadges
          hidden={item.hidden === true}
          ageRestricted={item.ageRestricted === true}
          schedule={item.schedule ?? null}
          visibleNow={!item.hidden && !item.outOfSchedule}
          languages={item.languages}
        />
      </div>
      {/* On a phone the row's controls take a line of their own, leaving the name and portions the full width. */}
      <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
        <SoldOutToggle label={soldOutTexts("label", { name })} text={soldOutTexts("button")} soldOut={item.soldOut === true} busy={soldOut.refreshing} onChange={soldOut.setSoldOut} />
        <VisibilityToggle name={name} hidden={item.hidden === true} busy={refreshing} onChange={setHidden} />
        <RowActions name={name} onEdit={() => setDialog("edit")} onDelete={() => setDialog("delete")} />
      </div>
      {dialog === "edit" ? <EditItemDialog open onClose={close} item={item} /> : null}
      {dialog === "delete" ? <DeleteItemDialog open onClose={close} item={item} /> : null}
    </>
  );
});
