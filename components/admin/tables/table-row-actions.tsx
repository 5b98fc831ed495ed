"use client";

import { useTranslations } from "next-intl";
import { RowDialogs } from "@/components/admin/shell/row-dialogs";
import type { TableTarget, UpdateTable } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import type { TableRow } from "@/lib/server/tables/list-tables";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
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
  const target = { id: row.id, version: row.version };
  const name = row.name;
  return (
    <RowDialogs
      dialogs={[
        {
          key: "edit",
          label: t("edit"),
          ariaLabel: t("editItem", { name }),
          title: t("editTitle"),
          testId: "edit-table-dialog",
          content: ({ close, done }) => (
            <TableForm
              initial={{ name: row.name, note: row.note }}
              submitLabel={t("save")}
              submit={(values) => actions.update({ ...target, ...values })}
              onCancel={close}
              onDone={() => done(t("saved"))}
            />
          ),
        },
        {
          key: "regenerate",
          label: t("regenerate"),
          ariaLabel: t("regenerateItem", { name }),
          title: t("regenerateTitle"),
          testId: "regenerate-table-dialog",
          content: ({ close, done }) => (
            <ConfirmDelete
              text={t("regenerateText", { name })}
              remove={() => actions.regenerate(target)}
              onCancel={close}
              onDone={() => done(t("regenerated", { name }))}
              labels={{ cancel: t("cancel"), delete: t("regenerateConfirm") }}
              errorText={errorText}
            />
          ),
        },
        {
          key: "delete",
          label: t("delete"),
          ariaLabel: t("deleteItem", { name }),
          title: t("deleteTitle"),
          testId: "delete-table-dialog",
          content: ({ close, done }) => (
            <ConfirmDelete
              text={t("deleteText", { name })}
              remove={() => actions.remove(target)}
              onCancel={close}
              onDone={() => done(t("deleted", { name }))}
              labels={{ cancel: t("cancel"), delete: t("delete") }}
              errorText={errorText}
            />
          ),
        },
      ]}
    />
  );
}
