"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import type { AdminCategory } from "@/lib/server/categories/category-dto";
import { useCategoryEditor } from "./category-editor-context";
import { CategoryForm } from "./category-form";
import { categoryValues } from "./category-initial";
import { ModalDialog } from "@/components/ui/modal-dialog";

export function EditCategoryDialog({ open, onClose, category }: { open: boolean; onClose: () => void; category: AdminCategory }) {
  const t = useTranslations("menuAdmin.categories");
  const { store, actions } = useCategoryEditor();
  const router = useRouter();
  return (
    <ModalDialog open={open} onClose={onClose} title={t("editTitle", { name: category.name })} testId="category-dialog">
      <CategoryForm
        store={store}
        initial={categoryValues(store.contentLocales, category)}
        initialIcon={category.iconUpload}
        saved={category}
        parentScheduled={category.parentScheduled}
        failureKey="updateCategoryFailed"
        submitLabel={t("save")}
        submit={(values, version) => actions.update({ ...values, storeId: store.id, categoryId: category.id, version })}
        onDone={() => {
          toast.success(t("saved"));
          onClose();
          router.refresh();
        }}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
