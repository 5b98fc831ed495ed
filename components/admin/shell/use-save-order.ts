"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import type { ActionResult } from "@/lib/server/auth/action";

/** Saves a list's new order and says how it went; answers whether it was saved (a SortableCards `onReorder`). */
export function useSaveOrder(save: (ids: number[]) => Promise<ActionResult<unknown>>, errorText: (key: string) => string | null, savedText: string) {
  const router = useRouter();
  return async (ids: number[]) => {
    const result = await save(ids);
    if (!result.ok) toast.error(errorText(result.error));
    else toast.success(savedText);
    router.refresh();
    return result.ok;
  };
}
