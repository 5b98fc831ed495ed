"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import { useSortableOrder } from "@/components/ui/use-sortable-order";
import type { ActionResult } from "@/lib/server/auth/action";
import { useErrorText } from "@/components/forms/use-error-text";

/** A menu list reordered with one request carrying every id; a refusal puts the server's order back and says why. */
export function useReorder<T extends { id: number }>(items: T[], save: (ids: number[]) => Promise<ActionResult<unknown>>) {
  const t = useTranslations("menuAdmin");
  const errorText = useErrorText("menu");
  const router = useRouter();
  const { list, move } = useSortableOrder(items, async (ids) => {
    const result = await save(ids);
    if (!result.ok) {
      toast.error(errorText(result.error));
      return false;
    }
    toast.success(t("sort.saved"));
    router.refresh();
    return true;
  });
  const unchanged = () => toast.info(errorText(list.length === 0 ? "sortNoCategories" : "sortNoChanges"));
  return { list, move, unchanged };
}
