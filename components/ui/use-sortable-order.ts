"use client";

import { useState } from "react";

/**
 * The list as shown: the given order, or the order just chosen while `save` stores it;
 * `save` answering false puts the previous order back.
 */
export function useSortableOrder<T extends { id: number }>(items: T[], save: (ids: number[]) => Promise<boolean>) {
  const [source, setSource] = useState(items);
  const [list, setList] = useState(items);
  if (source !== items) {
    setSource(items);
    setList(items);
  }
  const move = async (ids: number[]) => {
    const previous = list;
    const byId = new Map(list.map((item) => [item.id, item]));
    setList(ids.map((id) => byId.get(id)!));
    if (!(await save(ids))) setList(previous);
  };
  return { list, move: (ids: number[]) => void move(ids) };
}
