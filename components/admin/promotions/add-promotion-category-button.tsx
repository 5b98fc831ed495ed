"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { LanguageOption } from "@/lib/admin/pick-text";
import type { CreatePromotionCategory } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { primaryButton } from "../buttons";
import { ModalDialog } from "../modal-dialog";
import { PromotionCategoryForm } from "./promotion-category-form";

export function AddPromotionCategoryButton({
  storeId,
  languages,
  create,
}: {
  storeId: number;
  languages: LanguageOption[];
  create: (input: CreatePromotionCategory) => Promise<ActionResult<{ id: number }>>;
}) {
  const t = useTranslations("promotionsAdmin.categories");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        {t("add")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("addTitle")} testId="add-promotion-category-dialog">
        <PromotionCategoryForm
          languages={languages}
          initial={{}}
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
