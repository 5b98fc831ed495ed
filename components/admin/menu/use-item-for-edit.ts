"use client";

import type { AdminItem } from "@/lib/server/items/item-dto";
import { useActionAnswer } from "./use-action-answer";
import { useItemEditor } from "./item-editor-context";

/** The item's full edit data (every language's texts, dietary marks, large photo), read when its form opens. */
export function useItemForEdit(itemId: number): { item: AdminItem } | { error: string } | null {
  const { store, actions } = useItemEditor();
  const answer = useActionAnswer(actions.load, { storeId: store.id, itemId });
  return answer && "data" in answer ? { item: answer.data } : answer;
}
