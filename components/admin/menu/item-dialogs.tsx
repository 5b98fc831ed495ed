"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/browser/toast";
import type { AdminItem, ItemListRow } from "@/lib/server/items/item-dto";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useDeleteTexts } from "./use-delete-texts";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { useItemEditor } from "./item-editor-context";
import { ItemForm } from "./item-form";
import { itemValues, newItemValues } from "./item-initial";
import { FormAlert } from "@/components/ui/form-alert";
import { useErrorText } from "@/components/forms/use-error-text";
import { useItemForEdit } from "./use-item-for-edit";

type DialogProps = { open: boolean; onClose: () => void };

function useDone(message: string, onClose: () => void) {
  const router = useRouter();
  return () => {
    toast.success(message);
    onClose();
    router.refresh();
  };
}

export function AddItemDialog({ open, onClose }: DialogProps) {
  const t = useTranslations("menuAdmin.items");
  const { store, categoryId, kind, actions } = useItemEditor();
  const done = useDone(t("created"), onClose);
  return (
    <ModalDialog open={open} onClose={onClose} title={t(`addTitle.${kind}`)} wide testId="item-dialog">
      <ItemForm
        initial={newItemValues(store.contentLocales, kind)}
        initialPhoto={null}
        failureKey="createItemFailed"
        submitLabel={t("create")}
        submit={(values) => actions.create({ ...values, storeId: store.id, categoryId })}
        onDone={done}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}

export function EditItemDialog({ open, onClose, item }: DialogProps & { item: Pick<ItemListRow, "id" | "title"> }) {
  const t = useTranslations("menuAdmin.items");
  const common = useTranslations("common");
  const errorText = useErrorText("menu");
  const loaded = useItemForEdit(item.id);
  return (
    <ModalDialog open={open} onClose={onClose} title={t("editTitle", { name: item.title })} wide testId="item-dialog">
      {loaded === null ? (
        <p role="status" className="py-6 text-center text-zinc-600 dark:text-zinc-400">
          {common("loading")}
        </p>
      ) : "error" in loaded ? (
        <FormAlert message={errorText(loaded.error)} />
      ) : (
        <EditItemForm item={loaded.item} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function EditItemForm({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const t = useTranslations("menuAdmin.items");
  const { store, actions } = useItemEditor();
  const done = useDone(t("saved"), onClose);
  return (
    <ItemForm
      initial={itemValues(store.contentLocales, item)}
      initialPhoto={item.photo ? { id: item.photo.id, url: item.photo.large } : null}
      saved={item}
      failureKey="updateItemFailed"
      submitLabel={t("save")}
      submit={(values, version) => actions.update({ ...values, storeId: store.id, itemId: item.id, version })}
      onDone={done}
      onCancel={onClose}
    />
  );
}

export function DeleteItemDialog({ open, onClose, item }: DialogProps & { item: Pick<ItemListRow, "id" | "title" | "version"> }) {
  const t = useTranslations("menuAdmin.items");
  const { store, actions } = useItemEditor();
  const done = useDone(t("deleted"), onClose);
  const deleteTexts = useDeleteTexts("deleteItemFailed");
  return (
    <ModalDialog open={open} onClose={onClose} title={t("deleteTitle")} testId="delete-dialog">
      <ConfirmDelete
        text={t("deleteText", { name: item.title })}
        {...deleteTexts}
        remove={() => actions.remove({ storeId: store.id, itemId: item.id, version: item.version })}
        onDone={done}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
