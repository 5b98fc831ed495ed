"use client";

import { useTranslations } from "next-intl";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { UpdatePromotion, VersionedTarget } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionRow } from "@/lib/server/promotions/list-promotions";
import { HideableRowActions } from "./hideable-row-actions";
import { PromotionForm } from "./promotion-form";

export interface PromotionRowActions {
  update: (input: UpdatePromotion) => Promise<ActionResult<unknown>>;
  remove: (input: VersionedTarget) => Promise<ActionResult<unknown>>;
}

export function PromotionActions({
  row,
  title,
  storeId,
  languages,
  actions,
}: {
  row: PromotionRow;
  title: string;
  storeId: number;
  languages: LanguageOption[];
  actions: PromotionRowActions;
}) {
  const t = useTranslations("promotionsAdmin.promotions");
  const target = { id: row.id, version: row.version };
  const banner = row.banner ? { id: row.banner.id, url: row.banner.url } : null;
  return (
    <HideableRowActions
      texts="promotionsAdmin.promotions"
      values={{ title }}
      row={row}
      editVerb="edit"
      testIds={{ edit: "edit-promotion-dialog", delete: "delete-promotion-dialog" }}
      deleteText={t("deleteText", { title })}
      setHidden={(hidden) => actions.update({ ...target, hidden })}
      remove={() => actions.remove(target)}
      editForm={({ close, done }) => (
        <PromotionForm
          storeId={storeId}
          languages={languages}
          initial={{ texts: row.texts, banner, hidden: row.hidden }}
          saved={row}
          submitLabel={t("save")}
          submit={(values, version) => actions.update({ ...target, ...values, version })}
          onCancel={close}
          onDone={() => done(t("saved"))}
        />
      )}
    />
  );
}
