"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { smallButton } from "@/components/ui/buttons";
import { toMinutes } from "@/lib/domain/schedule";
import { MAX_HOURS_ROWS, type StoreSettingsInput } from "@/lib/schemas/store-settings";
import { TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";
import { WeekdayPicker } from "./weekday-picker";

function OvernightNote({ index }: { index: number }) {
  const t = useTranslations("storeSettings.hours");
  const [opens, closes] = useWatch<StoreSettingsInput>({ name: [`workingHours.${index}.opens`, `workingHours.${index}.closes`] }) as [string, string];
  if (!opens || !closes || toMinutes(closes) > toMinutes(opens)) return null;
  return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("overnight")}</p>;
}

export function WorkingHoursSection() {
  const t = useTranslations("storeSettings.hours");
  const { control } = useFormContext<StoreSettingsInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "workingHours" });
  return (
    <SettingsSection id="store-hours" title={t("title")} description={t("hint")}>
      {fields.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("empty")}</p>}
      <ul className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} data-testid="hours-row">
            <fieldset className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
              <legend className="sr-only">{t("row", { num: index + 1 })}</legend>
              <WeekdayPicker index={index} />
              <div className="grid items-start gap-3 sm:grid-cols-[10rem_10rem_1fr]">
                <TextInput name={`workingHours.${index}.opens`} label={t("opens")} type="time" defaultValue={field.opens} />
                <TextInput name={`workingHours.${index}.closes`} label={t("closes")} type="time" defaultValue={field.closes} />
                <div className="flex flex-col items-start gap-2 sm:mt-7">
                  <OvernightNote index={index} />
                  <button type="button" className={smallButton} aria-label={t("removeRow", { num: index + 1 })} onClick={() => remove(index)}>
                    {t("remove")}
                  </button>
                </div>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {fields.length < MAX_HOURS_ROWS && (
        <div>
          <button type="button" className={smallButton} onClick={() => append({ days: [], opens: "10:00", closes: "22:00" })}>
            {t("add")}
          </button>
        </div>
      )}
    </SettingsSection>
  );
}
