"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { CreateTable } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import { primaryButton } from "../buttons";
import { ModalDialog } from "../modal-dialog";
import { TableForm } from "./table-form";

export function AddTableButton({
  storeId,
  create,
}: {
  storeId: number;
  create: (input: CreateTable) => Promise<ActionResult<{ id: number; position: number }>>;
}) {
  const t = useTranslations("tablesAdmin");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        {t("add")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("addTitle")} testId="add-table-dialog">
        <TableForm
          initial={{ name: "", note: "" }}
          submitLabel={t("create")}
          submit={(values) => create({ ...values, storeId })}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            toast.success(t("created"));
            router.refresh();
          }}
        />
      </ModalDialog>
    </>
  );
}
