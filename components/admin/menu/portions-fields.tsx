"use client";

import { useTranslations } from "next-intl";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { smallButton } from "@/components/ui/buttons";
import { type ItemForm, MAX_PORTIONS } from "@/lib/schemas/items";
import { FieldMessage } from "@/components/ui/field-error";
import { PortionRow } from "./portion-row";
import { useErrorText } from "@/components/forms/use-error-text";

/** Rows of weight, unit and price; at least one. Money and weight stay the strings typed. */
export function PortionsFields({ form, currency }: { form: UseFormReturn<ItemForm>; currency: string }) {
  const t = useTranslations("menuAdmin.items");
  const errorText = useErrorText("menu");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "portions" });
  const errors = form.formState.errors.portions;
  const add = () => {
    const unit = fields.length ? form.getValues(`portions.${fields.length - 1}.unit`) : "g";
    append({ weight: "", unit, price: "" });
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="portions">
      <legend className="px-1 font-medium">{t("portions")}</legend>
      {fields.map((field, index) => (
        <PortionRow
          key={field.id}
          form={form}
          index={index}
          rowId={field.id}
          currency={currency}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <FieldMessage id="portions-error" message={errorText(errors?.message ?? errors?.root?.message)} />
      {fields.length < MAX_PORTIONS ? (
        <button type="button" className={`${smallButton} self-start`} onClick={add}>
          {t("addPortion")}
        </button>
      ) : null}
    </fieldset>
  );
}
