"use client";

import { useTranslations } from "next-intl";
import { CATEGORY_ICONS, type CategoryIcon as CategoryIconKey } from "@/lib/domain/category-icons";
import { CategoryIcon } from "./category-icon";

const tile =
  "flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border border-zinc-300 text-zinc-700 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-zinc-700 dark:text-zinc-200 dark:peer-checked:bg-zinc-800";

/** The recommended icons as a radio group; "no icon" first. */
export function IconPicker({ value, onChange }: { value: CategoryIconKey | null; onChange: (icon: CategoryIconKey | null) => void }) {
  const t = useTranslations("menuAdmin.icons");
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t("legend")}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {([null, ...CATEGORY_ICONS] as const).map((icon) => {
          const id = `icon-${icon ?? "none"}`;
          const name = icon ? t(icon) : t("none");
          return (
            <div key={id}>
              <input
                id={id}
                type="radio"
                name="icon"
                checked={value === icon}
                onChange={() => onChange(icon)}
                className="peer sr-only"
              />
              <label htmlFor={id} className={tile} title={name}>
                {icon ? <CategoryIcon icon={icon} /> : <span aria-hidden>—</span>}
                <span className="sr-only">{name}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
