"use client";

import { useTranslations } from "next-intl";
import { useRowDialog } from "@/components/admin/shell/use-row-dialog";
import type { TableTarget, UpdateTable } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import type { TableRow } from "@/lib/server/tables/list-tables";
import { smallButton } from "@/components/ui/buttons";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { TableForm } from "./table-form";
import { useErrorText } from "@/components/forms/use-error-text";

export interface TableActions {
  update: (input: UpdateTable) => Promise<ActionResult<unknown>>;
  remove: (input: TableTarget) => Promise<ActionResult<unknown>>;
  regenerate: (input: TableTarget) => Promise<ActionResult<unknown>>;
}

export function TableRowActions({ row, actions }: { row: TableRow; actions: TableActions }) {
  const t = useTranslations("tablesAdmin");
  const errorText = useErrorText("tables");
  const { dialog, setDialog, close, done } = useRowDialog<"edit" | "regenerate" | "delete">();
  const target = { id: row.id, version: row.version };
  const name = row.name;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={t("editItem", { name })} onClick={() => setDialog("edit")}>
        {t("edit")}
      </button>
      <button type="button" className={smallButton} aria-label={t("regenerateItem", { name })} onClick={() => setDialog("regenerate")}>
        {t("regenerate")}
      </button>
      <button type="button" className={smallButton} aria-label={t("deleteItem", { name })} onClick={() => setDialog("delete")}>
        {t("delete")}
      </button>
      <ModalDialog open={dialog === "edit"} onClose={close} title={t("editTitle")} testId="edit-table-dialog">
        <TableForm
          initial={{ name: row.name, note: row.note }}
          submitLabel={t("save")}
          submit={(values) => actions.update({ ...target, ...values })}
          onCancel={close}
          onDone={() => done(t("saved"))}
        />
      </ModalDialog>
      <ModalDialog open={dialog === "regenerate"} onClose={close} title={t("regenerateTitle")} testId="regenerate-table-dialog">
        <ConfirmDelete
          text={t("regenerateText", { name })}
          remove={() => actions.regenerate(target)}
          onCancel={close}
          onDone={() => done(t("regenerated", { name }))}
          labels={{ cancel: t("cancel"), delete: t("regenerateConfirm") }}
          errorText={errorText}
        />
      </ModalDialog>
      <ModalDialog open={dialog === "delete"} onClose={close} title={t("deleteTitle")} testId="delete-table-dialog">
        <ConfirmDelete
          text={t("deleteText", { name })}
          remove={() => actions.remove(target)}
          onCancel={close}
          onDone={() => done(t("deleted", { name }))}
          labels={{ cancel: t("cancel"), delete: t("delete") }}
          errorText={errorText}
        />
      </ModalDialog>
    </div>
  );
}
