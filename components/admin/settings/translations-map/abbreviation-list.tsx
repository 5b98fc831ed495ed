"use client";

import { useTranslations } from "next-intl";
import { AddInDialog } from "@/components/admin/shell/add-in-dialog";
import { confirmDialog, editDialog, RowDialogs } from "@/components/admin/shell/row-dialogs";
import { useErrorText } from "@/components/forms/use-error-text";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import type { AbbreviationTarget, CreateAbbreviation, UpdateAbbreviation } from "@/lib/schemas/abbreviations";
import type { ActionResult } from "@/lib/server/auth/action";
import type { AbbreviationRow } from "@/lib/server/abbreviations/list-abbreviations";
import { AbbreviationForm } from "./abbreviation-form";

export interface AbbreviationActions {
  create: (input: CreateAbbreviation) => Promise<ActionResult<{ id: number }>>;
  update: (input: UpdateAbbreviation) => Promise<ActionResult<unknown>>;
  remove: (input: AbbreviationTarget) => Promise<ActionResult<unknown>>;
}

function RowActions({ row, actions }: { row: AbbreviationRow; actions: AbbreviationActions }) {
  const t = useTranslations("translationsAdmin.map");
  const errorText = useErrorText("translations");
  const target = { id: row.id, version: row.version };
  const name = row.short;
  return (
    <RowDialogs
      dialogs={[
        editDialog(
          t,
          { name },
          ({ close, done }) => (
            <AbbreviationForm
              initial={{ short: row.short, kind: row.kind, full: row.full }}
              submitLabel={t("save")}
              submit={(values) => actions.update({ ...target, ...values })}
              onCancel={close}
              onDone={() => done(t("saved"))}
            />
          ),
          { testId: "edit-abbreviation-dialog" },
        ),
        confirmDialog(t, { name }, { testId: "delete-abbreviation-dialog", remove: () => actions.remove(target), errorText }),
      ]}
    />
  );
}

/** The store's abbreviation map: add, edit and delete entries. */
export function AbbreviationList({ storeId, rows, actions }: { storeId: number; rows: AbbreviationRow[]; actions: AbbreviationActions }) {
  const t = useTranslations("translationsAdmin.map");
  const columns: DataColumn<AbbreviationRow>[] = [
    { key: "short", header: t("columns.short"), className: "font-medium break-words", cell: (row) => row.short },
    { key: "kind", header: t("columns.kind"), cell: (row) => t(`kinds.${row.kind}`) },
    { key: "full", header: t("columns.full"), className: "break-words", cell: (row) => row.full || <span className="text-zinc-500">{t("asWritten")}</span> },
    { key: "actions", header: t("columns.actions"), hiddenHeader: true, cell: (row) => <RowActions row={row} actions={actions} /> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <AddInDialog
          label={t("add")}
          title={t("addTitle")}
          testId="add-abbreviation-dialog"
          doneText={t("created")}
          form={(handlers) => (
            <AbbreviationForm
              initial={{ short: "", kind: "expand", full: "" }}
              submitLabel={t("create")}
              submit={(values) => actions.create({ ...values, storeId })}
              {...handlers}
            />
          )}
        />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId={() => "abbreviation-row"}
        label={t("listLabel")}
        empty={t("empty")}
        testId="abbreviation-list"
      />
    </div>
  );
}
