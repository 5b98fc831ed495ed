"use client";

import { useEffect, useState } from "react";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { useItemEditor } from "./item-editor-context";

/** The item's full edit data (every language's texts, dietary marks, large photo), read when its form opens. */
export function useItemForEdit(itemId: number): { item: AdminItem } | { error: string } | null {
  const { store, actions } = useItemEditor();
  const [state, setState] = useState<{ item: AdminItem } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    void actions.load({ storeId: store.id, itemId }).then((result) => {
      if (current) setState(result.ok ? { item: result.data } : { error: result.error });
    });
    return () => {
      current = false;
    };
  }, [actions, store.id, itemId]);
  return state;
}
