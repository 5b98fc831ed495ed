"use client";

import { useTranslations } from "next-intl";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { UpdatePromotionCategory, VersionedTarget } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionCategoryRow } from "@/lib/server/promotions/list-promotion-categories";
import { HideableRowActions } from "./hideable-row-actions";
import { PromotionCategoryForm } from "./promotion-category-form";

export interface CategoryActions {
  update: (input: UpdatePromotionCategory) => Promise<ActionResult<unknown>>;
  remove: (input: VersionedTarget) => Promise<ActionResult<unknown>>;
}

export function PromotionCategoryActions({
  row,
  name,
  languages,
  actions,
}: {
  row: PromotionCategoryRow;
  name: string;
  languages: LanguageOption[];
  actions: CategoryActions;
}) {
  const t = useTranslations("promotionsAdmin.categories");
  const target = { id: row.id, version: row.version };
  return (
    <HideableRowActions
      texts="promotionsAdmin.categories"
      values={{ name }}
      row={row}
      editVerb="rename"
      testIds={{ edit: "rename-promotion-category-dialog", delete: "delete-promotion-category-dialog" }}
      deleteText={t("deleteText", { name, count: row.promotionCount })}
      setHidden={(hidden) => actions.update({ ...target, hidden })}
      remove={() => actions.remove(target)}
      editForm={({ close, done }) => (
        <PromotionCategoryForm
          languages={languages}
          initial={row.names}
          submitLabel={t("save")}
          submit={(values) => actions.update({ ...target, names: values.names })}
          onCancel={close}
          onDone={() => done(t("saved"))}
        />
      )}
    />
  );
}
