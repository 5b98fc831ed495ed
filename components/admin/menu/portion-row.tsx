"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { smallButton } from "@/components/ui/buttons";
import { inputClass } from "@/components/ui/input-class";
import { WEIGHT_UNITS } from "@/lib/domain/portion-rules";
import type { ItemForm } from "@/lib/schemas/items";
import { FieldMessage } from "@/components/ui/field-error";
import { useErrorText } from "@/components/forms/use-error-text";

/** Weight, unit and price of one portion, with its errors. */
export function PortionRow({
  form,
  index,
  rowId,
  currency,
  onRemove,
}: {
  form: UseFormReturn<ItemForm>;
  index: number;
  rowId: string;
  currency: string;
  onRemove?: () => void;
}) {
  const t = useTranslations("menuAdmin.items");
  const errorText = useErrorText("menu");
  const errors = form.formState.errors.portions?.[index];
  const id = `portion-${rowId}`;
  const invalid = (name: "weight" | "price") =>
    errors?.[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};
  return (
    <fieldset className="grid grid-cols-[1fr_auto_1fr_auto] items-start gap-2" data-testid="portion-row">
      <legend className="sr-only">{t("portion", { num: index + 1 })}</legend>
      <div>
        <label htmlFor={`${id}-weight`} className="block text-sm">
          {t("weight")}
        </label>
        <input id={`${id}-weight`} inputMode="decimal" autoComplete="off" className={inputClass} {...invalid("weight")} {...form.register(`portions.${index}.weight`)} />
        <FieldMessage id={`${id}-weight-error`} message={errorText(errors?.weight?.message)} />
      </div>
      <div>
        <label htmlFor={`${id}-unit`} className="block text-sm">
          {t("unit")}
        </label>
        <select id={`${id}-unit`} className={inputClass} {...form.register(`portions.${index}.unit`)}>
          {WEIGHT_UNITS.map((unit) => (
            <option key={unit} value={unit} className="text-zinc-900">
              {t(`units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-price`} className="block text-sm">
          {t("price", { currency })}
        </label>
        <input id={`${id}-price`} inputMode="decimal" autoComplete="off" className={inputClass} {...invalid("price")} {...form.register(`portions.${index}.price`)} />
        <FieldMessage id={`${id}-price-error`} message={errorText(errors?.price?.message)} />
      </div>
      <button
        type="button"
        className={`${smallButton} mt-7 h-10 w-10`}
        aria-label={t("removePortion", { num: index + 1 })}
        disabled={!onRemove}
        onClick={onRemove}
      >
        <span aria-hidden>×</span>
      </button>
    </fieldset>
  );
}
