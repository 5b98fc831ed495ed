"use client";

import { useTranslations } from "next-intl";
import { useController, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { EMPTY_SCHEDULE, type zFlags } from "@/lib/schemas/menu-common";
import { ScheduleFields } from "./schedule-fields";

type VisibilityValues = { [K in keyof typeof zFlags]: z.infer<(typeof zFlags)[K]> };

/** Hidden, 18+ and the display schedule: the part categories and items share. */
export function VisibilityFields<T extends VisibilityValues>({
  texts,
  form,
  timezone,
  parentScheduled,
  schedulesApply,
  errorText,
}: {
  texts: "menuAdmin.categories" | "menuAdmin.items";
  form: UseFormReturn<T>;
  timezone: string;
  parentScheduled: boolean;
  schedulesApply: boolean;
  errorText: (key: string | null | undefined) => string | null;
}) {
  const t = useTranslations(texts);
  const visibility = form as unknown as UseFormReturn<VisibilityValues>;
  const schedule = useController({ control: visibility.control, name: "schedule" });
  const errors = visibility.formState.errors.schedule;
  return (
    <>
      <div className="flex flex-col gap-2">
        <CheckboxField label={t("hidden")} {...visibility.register("hidden")} />
        <CheckboxField label={t("ageRestricted")} {...visibility.register("ageRestricted")} />
      </div>
      <ScheduleFields
        value={schedule.field.value ?? EMPTY_SCHEDULE}
        onChange={schedule.field.onChange}
        timezone={timezone}
        parentScheduled={parentScheduled}
        schedulesApply={schedulesApply}
        errors={{
          root: errorText(errors?.message),
          days: errorText(errors?.days?.message),
          start: errorText(errors?.start?.message),
          end: errorText(errors?.end?.message),
        }}
      />
    </>
  );
}
