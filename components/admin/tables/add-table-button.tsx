"use client";

import { useTranslations } from "next-intl";
import type { CreateTable } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import { AddInDialog } from "@/components/admin/shell/add-in-dialog";
import { TableForm } from "./table-form";

export function AddTableButton({
  storeId,
  create,
}: {
  storeId: number;
  create: (input: CreateTable) => Promise<ActionResult<{ id: number; position: number }>>;
}) {
  const t = useTranslations("tablesAdmin");
  return (
    <AddInDialog
      label={t("add")}
      title={t("addTitle")}
      testId="add-table-dialog"
      doneText={t("created")}
      form={(handlers) => (
        <TableForm initial={{ name: "", note: "" }} submitLabel={t("create")} submit={(values) => create({ ...values, storeId })} {...handlers} />
      )}
    />
  );
}
