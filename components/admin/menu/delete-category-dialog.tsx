"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { AdminCategory } from "@/lib/server/categories/category-dto";
import { useCategoryEditor } from "./category-editor-context";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useDeleteTexts } from "./use-delete-texts";
import { ModalDialog } from "@/components/ui/modal-dialog";

/** Confirms deleting a category, saying how many subcategories and items go with it. */
export function DeleteCategoryDialog({
  open,
  onClose,
  category,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  category: AdminCategory;
  onDeleted: () => void;
}) {
  const t = useTranslations("menuAdmin.categories");
  const { store, actions } = useCategoryEditor();
  const router = useRouter();
  const deleteTexts = useDeleteTexts("deleteCategoryFailed");
  const items = category.itemCount + category.children.reduce((sum, child) => sum + child.itemCount, 0);
  return (
    <ModalDialog open={open} onClose={onClose} title={t("deleteTitle")} testId="delete-dialog">
      <ConfirmDelete
        text={t("deleteText", { name: category.name })}
        detail={t("deleteContents", { subs: category.children.length, items })}
        {...deleteTexts}
        remove={() => actions.remove({ storeId: store.id, categoryId: category.id, version: category.version })}
        onDone={() => {
          onDeleted();
          router.refresh();
        }}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
