"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ImportMenuForm } from "./import-menu-form";

/** "Import" in a menu section: upload the exported spreadsheet, see what it changes, apply it. */
export function ImportMenuButton({ storeId }: { storeId: number }) {
  const t = useTranslations("menuAdmin.import");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} data-testid="import-menu">
        {t("open")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("title")} testId="import-dialog">
        {open ? <ImportMenuForm storeId={storeId} onCancel={() => setOpen(false)} /> : null}
      </ModalDialog>
    </>
  );
}
