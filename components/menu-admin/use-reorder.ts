"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/server/auth/action";
import { useMenuErrorText } from "./use-menu-error-text";

/**
 * The list as shown: the server's order, or the order just chosen while it is being saved
 * (one request with every id); a refusal puts the server's order back and says why.
 */
export function useReorder<T extends { id: number }>(items: T[], save: (ids: number[]) => Promise<ActionResult<unknown>>) {
  const t = useTranslations("menuAdmin");
  const errorText = useMenuErrorText();
  const router = useRouter();
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
    const result = await save(ids);
    if (!result.ok) {
      setList(previous);
      toast.error(errorText(result.error));
      return;
    }
    toast.success(t("sort.saved"));
    router.refresh();
  };
  const unchanged = () => toast.info(errorText(list.length === 0 ? "sortNoCategories" : "sortNoChanges"));
  return { list, move: (ids: number[]) => void move(ids), unchanged };
}
