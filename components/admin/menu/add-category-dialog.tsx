"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import { useCategoryEditor } from "./category-editor-context";
import { CategoryForm } from "./category-form";
import { newCategoryValues } from "./category-initial";
import { ModalDialog } from "@/components/ui/modal-dialog";

/** The dialog adding a category to the section (no parent) or a subcategory to `parent`. */
export function AddCategoryDialog({
  open,
  onClose,
  parent,
}: {
  open: boolean;
  onClose: () => void;
  parent: { id: number; name: string; scheduled: boolean } | null;
}) {
  const t = useTranslations("menuAdmin.categories");
  const { store, section, actions } = useCategoryEditor();
  const router = useRouter();
  return (
    <ModalDialog open={open} onClose={onClose} title={parent ? t("addSubTitle", { name: parent.name }) : t("addTitle")} testId="category-dialog">
      <CategoryForm
        store={store}
        initial={newCategoryValues(store.contentLocales)}
        initialIcon={null}
        parentScheduled={parent?.scheduled ?? false}
        failureKey="createCategoryFailed"
        submitLabel={t("create")}
        submit={(values) => actions.create({ ...values, storeId: store.id, section, parentId: parent?.id ?? null })}
        onDone={() => {
          toast.success(t("created"));
          onClose();
          router.refresh();
        }}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
