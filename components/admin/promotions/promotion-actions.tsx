"use client";

import { useTranslations } from "next-intl";
import { useRowDialog } from "@/components/admin/shell/use-row-dialog";
import { toast } from "sonner";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { UpdatePromotion, VersionedTarget } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionRow } from "@/lib/server/promotions/list-promotions";
import { smallButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { PromotionForm } from "./promotion-form";
import { useErrorText } from "@/components/forms/use-error-text";

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
  const errorText = useErrorText("promotions");
  const common = useTranslations("promotionsAdmin");
  const { dialog, setDialog, close, done } = useRowDialog<"edit" | "delete">();
  const target = { id: row.id, version: row.version };
  const toggle = async () => {
    const result = await actions.update({ ...target, hidden: !row.hidden });
    if (result.ok) done(row.hidden ? t("shown", { title }) : t("hidden", { title }));
    else toast.error(errorText(result.error));
  };
  const banner = row.banner ? { id: row.banner.id, url: row.banner.url } : null;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={t("editItem", { title })} onClick={() => setDialog("edit")}>
        {t("edit")}
      </button>
      <button type="button" className={smallButton} aria-label={t(row.hidden ? "showItem" : "hideItem", { title })} onClick={() => void toggle()}>
        {t(row.hidden ? "show" : "hide")}
      </button>
      <button type="button" className={smallButton} aria-label={t("deleteItem", { title })} onClick={() => setDialog("delete")}>
        {t("delete")}
      </button>
      <ModalDialog open={dialog === "edit"} onClose={close} title={t("editTitle")} testId="edit-promotion-dialog">
        <PromotionForm
          storeId={storeId}
          languages={languages}
          initial={{ texts: row.texts, banner, hidden: row.hidden }}
          submitLabel={t("save")}
          submit={(values) => actions.update({ ...target, ...values })}
          onCancel={close}
          onDone={() => done(t("saved"))}
        />
      </ModalDialog>
      <ModalDialog open={dialog === "delete"} onClose={close} title={t("deleteTitle")} testId="delete-promotion-dialog">
        <ConfirmDelete labels={{ cancel: common("cancel"), delete: common("delete") }} errorText={errorText} text={t("deleteText", { title })} remove={() => actions.remove(target)} onCancel={close} onDone={() => done(t("deleted", { title }))} />
      </ModalDialog>
    </div>
  );
}
