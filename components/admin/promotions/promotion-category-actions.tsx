"use client";

import { useTranslations } from "next-intl";
import { useRowDialog } from "@/components/admin/shell/use-row-dialog";
import { toast } from "sonner";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { UpdatePromotionCategory, VersionedTarget } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionCategoryRow } from "@/lib/server/promotions/list-promotion-categories";
import { smallButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { PromotionCategoryForm } from "./promotion-category-form";
import { useErrorText } from "@/components/forms/use-error-text";

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
  const errorText = useErrorText("promotions");
  const common = useTranslations("promotionsAdmin");
  const { dialog, setDialog, close, done } = useRowDialog<"rename" | "delete">();
  const target = { id: row.id, version: row.version };
  const toggle = async () => {
    const result = await actions.update({ ...target, hidden: !row.hidden });
    if (result.ok) done(row.hidden ? t("shown", { name }) : t("hidden", { name }));
    else toast.error(errorText(result.error));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={t("renameItem", { name })} onClick={() => setDialog("rename")}>
        {t("rename")}
      </button>
      <button type="button" className={smallButton} aria-label={t(row.hidden ? "showItem" : "hideItem", { name })} onClick={() => void toggle()}>
        {t(row.hidden ? "show" : "hide")}
      </button>
      <button type="button" className={smallButton} aria-label={t("deleteItem", { name })} onClick={() => setDialog("delete")}>
        {t("delete")}
      </button>
      <ModalDialog open={dialog === "rename"} onClose={close} title={t("renameTitle")} testId="rename-promotion-category-dialog">
        <PromotionCategoryForm
          languages={languages}
          initial={row.names}
          submitLabel={t("save")}
          submit={(values) => actions.update({ ...target, names: values.names })}
          onCancel={close}
          onDone={() => done(t("saved"))}
        />
      </ModalDialog>
      <ModalDialog open={dialog === "delete"} onClose={close} title={t("deleteTitle")} testId="delete-promotion-category-dialog">
        <ConfirmDelete labels={{ cancel: common("cancel"), delete: common("delete") }} errorText={errorText}
          text={t("deleteText", { name, count: row.promotionCount })}
          remove={() => actions.remove(target)}
          onCancel={close}
          onDone={() => done(t("deleted", { name }))}
        />
      </ModalDialog>
    </div>
  );
}
