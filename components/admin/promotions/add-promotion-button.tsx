"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { LanguageOption } from "@/lib/admin/pick-text";
import type { CreatePromotion } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { primaryButton } from "../buttons";
import { ModalDialog } from "../modal-dialog";
import { PromotionForm } from "./promotion-form";

export function AddPromotionButton({
  storeId,
  categoryId,
  languages,
  create,
}: {
  storeId: number;
  categoryId: number;
  languages: LanguageOption[];
  create: (input: CreatePromotion) => Promise<ActionResult<{ id: number }>>;
}) {
  const t = useTranslations("promotionsAdmin.promotions");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        {t("add")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("addTitle")} testId="add-promotion-dialog">
        <PromotionForm
          storeId={storeId}
          languages={languages}
          initial={{ texts: {}, banner: null, hidden: false }}
          submitLabel={t("create")}
          submit={(values) => create({ ...values, categoryId })}
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
