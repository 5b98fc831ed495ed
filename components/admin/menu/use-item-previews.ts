"use client";

import { useEffect, useState } from "react";
import type { AdminItemRow } from "@/lib/server/items/item-dto";
import { useItemEditor } from "./item-editor-context";

/** The category's items with their primary texts, dietary marks and large photos, read when the guests' view opens. */
export function useItemPreviews(): { items: AdminItemRow[] } | { error: string } | null {
  const { store, categoryId, actions } = useItemEditor();
  const [state, setState] = useState<{ items: AdminItemRow[] } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    void actions.preview({ storeId: store.id, categoryId }).then((result) => {
      if (current) setState(result.ok ? { items: result.data } : { error: result.error });
    });
    return () => {
      current = false;
    };
  }, [actions, store.id, categoryId]);
  return state;
}
