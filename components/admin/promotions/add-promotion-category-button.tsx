"use client";

import { useTranslations } from "next-intl";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { CreatePromotionCategory } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { AddInDialog } from "@/components/admin/shell/add-in-dialog";
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
  return (
    <AddInDialog
      label={t("add")}
      title={t("addTitle")}
      testId="add-promotion-category-dialog"
      doneText={t("created")}
      form={(handlers) => (
        <PromotionCategoryForm
          languages={languages}
          initial={{}}
          submitLabel={t("create")}
          submit={(values) => create({ ...values, storeId })}
          {...handlers}
        />
      )}
    />
  );
}
