"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { toast } from "@/lib/browser/toast";
import { confirmDialog, editDialog, RowDialogs } from "@/components/admin/shell/row-dialogs";
import { useErrorText } from "@/components/forms/use-error-text";
import { smallButton } from "@/components/ui/buttons";
import type { ActionResult } from "@/lib/server/auth/action";

/**
 * Edit, hide/show and delete of one promotion or promotion category. Texts come from `texts`
 * (the entity's message area) with `values` naming the row; the edit form is the entity's own.
 */
export function HideableRowActions({
  texts,
  values,
  row,
  editVerb,
  testIds,
  deleteText,
  setHidden,
  remove,
  editForm,
}: {
  texts: "promotionsAdmin.promotions" | "promotionsAdmin.categories";
  values: Record<string, string>;
  row: { hidden: boolean };
  editVerb: "edit" | "rename";
  testIds: { edit: string; delete: string };
  deleteText: string;
  setHidden: (hidden: boolean) => Promise<ActionResult<unknown>>;
  remove: () => Promise<ActionResult<unknown>>;
  editForm: (dialog: { close: () => void; done: (message: string) => void }) => ReactNode;
}) {
  const t = useTranslations(texts);
  const common = useTranslations("promotionsAdmin");
  const errorText = useErrorText("promotions");
  const toggle = async (done: (message: string) => void) => {
    const result = await setHidden(!row.hidden);
    if (result.ok) done(t(row.hidden ? "shown" : "hidden", values));
    else toast.error(errorText(result.error));
  };
  return (
    <RowDialogs
      extra={(done) => (
        <button type="button" className={smallButton} aria-label={t(row.hidden ? "showItem" : "hideItem", values)} onClick={() => void toggle(done)}>
          {t(row.hidden ? "show" : "hide")}
        </button>
      )}
      dialogs={[
        editDialog(t, values, editForm, { verb: editVerb, testId: testIds.edit }),
        confirmDialog(t, values, { testId: testIds.delete, remove, errorText, text: deleteText, labels: { cancel: common("cancel"), delete: common("delete") } }),
      ]}
    />
  );
}
