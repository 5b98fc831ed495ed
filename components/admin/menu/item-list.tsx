"use client";

import { useTranslations } from "next-intl";
import { Suspense, useMemo, useState } from "react";
import type { ItemListRow } from "@/lib/server/items/item-dto";
import { useItemEditor } from "./item-editor-context";
import { ItemRow } from "./item-row";
import { DeferredSortableList } from "@/components/ui/deferred-sortable-list";
import { useReorder } from "./use-reorder";
import { useTranslationPolling } from "@/components/admin/shell/use-translation-polling";
import { placeInSlots } from "./place-in-slots";
import { useRenderedCount } from "./use-rendered-count";
import { ItemSearch } from "./item-search";

/** Rows rendered at first, on the server too: a phone's or a laptop's first screen. */
const FIRST = 10;
/** Rows added each time the end of the list comes near. */
const STEP = 20;

/**
 * The category's items: a name filter over all of them, and rows rendered as the list is scrolled, so a
 * 300-item category opens and reacts as fast as a short one. Reordering the rows shown moves them among
 * the places they hold in the whole list.
 */
export function ItemList({ items }: { items: ItemListRow[] }) {
  const t = useTranslations("menuAdmin.items");
  const { store, categoryId, categoryName, actions } = useItemEditor();
  useTranslationPolling("Product", items.map((item) => ({ id: item.id, translation: item.translation ?? "completed" })));
  const { list, move, unchanged } = useReorder(items, (ids) => actions.reorder({ storeId: store.id, categoryId, ids }));
  const [query, setQuery] = useState("");
  const needle = query.toLocaleLowerCase();
  // Built with the first letter typed, not while the page hydrates.
  const searching = needle !== "";
  const index = useMemo(() => (searching ? list.map((item) => ({ item, title: item.title.toLocaleLowerCase() })) : []), [list, searching]);
  const matching = useMemo(() => (needle ? index.filter((entry) => entry.title.includes(needle)).map((entry) => entry.item) : list), [index, list, needle]);
  const { count, sentinel } = useRenderedCount(matching.length, FIRST, STEP);
  const shown = matching.slice(0, count);
  return (
    <div className="flex flex-col gap-3">
      {list.length > FIRST ? <ItemSearch onSearch={setQuery} /> : null}
      {needle && matching.length === 0 ? <p role="status">{t("noMatches", { query })}</p> : null}
      <DeferredSortableList
        items={shown}
        nameOf={(item) => item.title}
        label={categoryName}
        onMove={(ids) => move(placeInSlots(list.map((item) => item.id), ids))}
        onUnchanged={unchanged}
        testId="item-list"
        row={(item, handle) => (
          // A boundary per row: the rows hydrate after the page in short slices, and a tap on one hydrates that row first.
          <Suspense>
            <ItemRow item={item} handle={handle} />
          </Suspense>
        )}
      />
      {count < matching.length ? (
        <div ref={sentinel} className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {t("shownOf", { shown: count, total: matching.length })}
        </div>
      ) : null}
    </div>
  );
}
