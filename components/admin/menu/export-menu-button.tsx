"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { MenuSection } from "@/lib/domain/menu-sections";
import { ExportMenuForm } from "./export-menu-form";

/** "Export" in a menu section: the export form, or on a plan without export what brings it and a link to the plans. */
export function ExportMenuButton({
  storeId,
  locales,
  section,
  gate,
}: {
  storeId: number;
  locales: string[];
  section: MenuSection;
  gate: { allowed: boolean; notice: string; plansHref: string };
}) {
  const t = useTranslations("menuAdmin.export");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} data-testid="export-menu">
        {t("open")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("title")} testId="export-dialog">
        {gate.allowed ? (
          <ExportMenuForm storeId={storeId} locales={locales} section={section} onCancel={() => setOpen(false)} />
        ) : (
          <div role="note" data-testid="plan-gate" className="flex flex-col gap-3">
            <p>{gate.notice}</p>
            <Link href={gate.plansHref} className="font-medium underline underline-offset-2">
              {t("seePlans")}
            </Link>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
