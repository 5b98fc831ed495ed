"use client";

import { useTranslations } from "next-intl";
import { Controller, type UseFormReturn } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { inputClass } from "@/components/ui/input-class";
import { TextField } from "@/components/ui/text-field";
import { ALLERGEN_PRESENCE, ALLERGENS, type AllergenPresence, DIETS, ITEM_BADGES, MAX_SPICY, NO_DIETARY } from "@/lib/domain/dietary";
import type { ItemForm } from "@/lib/schemas/items";

/** Toggles `value` in a list kept in the order of `all`. */
const toggled = <T extends string>(all: readonly T[], list: readonly T[], value: T, on: boolean): T[] =>
  all.filter((entry) => (entry === value ? on : list.includes(entry)));

/** A titled row of checkboxes over `all`, the chosen ones kept in its order. */
function CheckboxGroup<T extends string>({ title, name, all, chosen, label, onChange }: { title: string; name: string; all: readonly T[]; chosen: readonly T[]; label: (code: T) => string; onChange: (chosen: T[]) => void }) {
  return (
    <div role="group" aria-label={title} className="flex flex-wrap gap-x-5 gap-y-2">
      <span className="w-full text-sm font-medium">{title}</span>
      {all.map((code) => (
        <CheckboxField key={code} name={`${name}-${code}`} label={label(code)} checked={chosen.includes(code)} onChange={(event) => onChange(toggled(all, chosen, code, event.target.checked))} />
      ))}
    </div>
  );
}

/** The item's allergens (contains / may contain), the diets it suits, its spiciness, calories and badges. */
export function DietaryFields({ form }: { form: UseFormReturn<ItemForm> }) {
  const t = useTranslations("menuAdmin.items.dietary");
  const names = useTranslations("menu.dietary");
  return (
    <Controller
      control={form.control}
      name="dietary"
      render={({ field }) => {
        const dietary = field.value ?? NO_DIETARY;
        const set = (next: Partial<typeof dietary>) => field.onChange({ ...dietary, ...next });
        return (
          <fieldset className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="dietary-fields">
            <legend className="px-1 font-medium">{t("title")}</legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
              {ALLERGENS.map((allergen) => (
                <label key={allergen} className="flex items-center justify-between gap-3">
                  <span>{names(`allergens.${allergen}`)}</span>
                  <select
                    aria-label={names(`allergens.${allergen}`)}
                    className={`${inputClass} mt-0 w-40`}
                    value={dietary.allergens[allergen] ?? ""}
                    onChange={(event) => {
                      const allergens = { ...dietary.allergens };
                      if (event.target.value) allergens[allergen] = event.target.value as AllergenPresence;
                      else delete allergens[allergen];
                      set({ allergens });
                    }}
                  >
                    <option value="">{t("absent")}</option>
                    {ALLERGEN_PRESENCE.map((presence) => (
                      <option key={presence} value={presence}>
                        {t(presence === "contains" ? "contains" : "mayContain")}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            <CheckboxGroup title={t("diets")} name="diet" all={DIETS} chosen={dietary.diets} label={(diet) => names(`diets.${diet}`)} onChange={(diets) => set({ diets })} />
            <CheckboxGroup title={t("badges")} name="badge" all={ITEM_BADGES} chosen={dietary.badges} label={(badge) => names(`badges.${badge}`)} onChange={(badges) => set({ badges })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block">
                <span className="block text-sm font-medium">{t("spicy")}</span>
                <select className={inputClass} value={dietary.spicy} onChange={(event) => set({ spicy: Number(event.target.value) })}>
                  {Array.from({ length: MAX_SPICY + 1 }, (_, level) => (
                    <option key={level} value={level}>
                      {t("spicyLevel", { level })}
                    </option>
                  ))}
                </select>
              </label>
              <TextField
                label={t("calories")}
                name="dietary-calories"
                inputMode="numeric"
                autoComplete="off"
                value={dietary.calories ?? ""}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, "").slice(0, 5);
                  set({ calories: digits === "" ? null : Number(digits) });
                }}
              />
            </div>
          </fieldset>
        );
      }}
    />
  );
}
