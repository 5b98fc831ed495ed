"use client";

import { useTranslations } from "next-intl";
import { smallButton } from "@/components/ui/buttons";

/** Edit, optional add-child and delete buttons of a row, each naming its object for screen readers. */
export function RowActions({
  name,
  onEdit,
  onAddChild,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onAddChild?: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("menuAdmin.actions");
  return (
    <span className="flex flex-wrap gap-1">
      <button type="button" className={smallButton} aria-label={t("editFor", { name })} onClick={onEdit}>
        {t("edit")}
      </button>
      {onAddChild ? (
        <button type="button" className={smallButton} aria-label={t("addSubFor", { name })} onClick={onAddChild}>
          {t("addSub")}
        </button>
      ) : null}
      <button type="button" className={smallButton} aria-label={t("deleteFor", { name })} onClick={onDelete}>
        {t("delete")}
      </button>
    </span>
  );
}
