"use client";

import { useTranslations } from "next-intl";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { CreatePromotion } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { AddInDialog } from "@/components/admin/shell/add-in-dialog";
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
  return (
    <AddInDialog
      label={t("add")}
      title={t("addTitle")}
      testId="add-promotion-dialog"
      doneText={t("created")}
      form={(handlers) => (
        <PromotionForm
          storeId={storeId}
          languages={languages}
          initial={{ texts: {}, banner: null, hidden: false }}
          submitLabel={t("create")}
          submit={(values) => create({ ...values, categoryId })}
          {...handlers}
        />
      )}
    />
  );
}
