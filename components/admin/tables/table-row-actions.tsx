"use client";

import { useTranslations } from "next-intl";
import { confirmDialog, editDialog, RowDialogs } from "@/components/admin/shell/row-dialogs";
import type { TableTarget, UpdateTable } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import type { TableRow } from "@/lib/server/tables/list-tables";
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
        editDialog(
          t,
          { name },
          ({ close, done }) => (
            <TableForm
              initial={{ name: row.name, note: row.note }}
              submitLabel={t("save")}
              submit={(values) => actions.update({ ...target, ...values })}
              onCancel={close}
              onDone={() => done(t("saved"))}
            />
          ),
          { testId: "edit-table-dialog" },
        ),
        confirmDialog(t, { name }, {
          verb: "regenerate",
          testId: "regenerate-table-dialog",
          remove: () => actions.regenerate(target),
          errorText,
          labels: { cancel: t("cancel"), delete: t("regenerateConfirm") },
        }),
        confirmDialog(t, { name }, { testId: "delete-table-dialog", remove: () => actions.remove(target), errorText }),
      ]}
    />
  );
}
