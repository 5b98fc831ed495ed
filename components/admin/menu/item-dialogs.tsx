"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useDeleteTexts } from "./use-delete-texts";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { useItemEditor } from "./item-editor-context";
import { ItemForm } from "./item-form";
import { itemValues, newItemValues } from "./item-initial";

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

export function EditItemDialog({ open, onClose, item }: DialogProps & { item: AdminItem }) {
  const t = useTranslations("menuAdmin.items");
  const { store, actions } = useItemEditor();
  const done = useDone(t("saved"), onClose);
  return (
    <ModalDialog open={open} onClose={onClose} title={t("editTitle", { name: item.title })} wide testId="item-dialog">
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
    </ModalDialog>
  );
}

export function DeleteItemDialog({ open, onClose, item }: DialogProps & { item: AdminItem }) {
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
