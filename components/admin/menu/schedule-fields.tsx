"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useId } from "react";
import type { ScheduleInput } from "@/lib/schemas/menu-common";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FieldMessage } from "@/components/ui/field-error";
import { useWeekdayNames } from "./use-intl-names";

export interface ScheduleErrors {
  root?: string | null;
  days?: string | null;
  start?: string | null;
  end?: string | null;
}

const ADMIN_PANEL = "/admin-panel";
const subscriptionPath = (pathname: string) => `${pathname.slice(0, pathname.indexOf(ADMIN_PANEL) + ADMIN_PANEL.length)}/subscription`;

const timeInput =
  "mt-1 block rounded-lg border border-zinc-300 bg-transparent px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700";

/** Weekdays, start and end, on or off; evaluated in the venue's time zone. Errors arrive translated. */
export function ScheduleFields({
  value,
  onChange,
  timezone,
  parentScheduled,
  schedulesApply,
  errors,
}: {
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  timezone: string;
  parentScheduled: boolean;
  /** false when the plan lacks scheduled hiding: schedules are kept but the guest menu ignores them */
  schedulesApply: boolean;
  errors: ScheduleErrors;
}) {
  const t = useTranslations("menuAdmin.schedule");
  const pathname = usePathname();
  const days = useWeekdayNames();
  const id = useId();
  const toggleDay = (day: number, on: boolean) =>
    onChange({ ...value, days: on ? [...value.days, day].sort((a, b) => a - b) : value.days.filter((d) => d !== day) });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="schedule-fields">
      <legend className="px-1 font-medium">{t("legend")}</legend>
      <CheckboxField name={`${id}-enabled`} label={t("enabled")} checked={value.enabled} onChange={(e) => onChange({ ...value, enabled: e.target.checked })} />
      {parentScheduled ? <p className="text-sm text-amber-800 dark:text-amber-300">{t("parentHas")}</p> : null}
      {schedulesApply ? null : (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="schedule-plan-note">
          {t("notOnPlan")}{" "}
          <a href={subscriptionPath(pathname)} className="font-medium underline underline-offset-2">
            {t("seePlans")}
          </a>
        </p>
      )}
      {value.enabled ? (
        <>
          <fieldset aria-describedby={errors.days ? `${id}-days-error` : undefined}>
            <legend className="text-sm font-medium">{t("days")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <CheckboxField
                  key={day}
                  name={`${id}-day-${day}`}
                  label={days[day]!}
                  checked={value.days.includes(day)}
                  onChange={(e) => toggleDay(day, e.target.checked)}
                />
              ))}
            </div>
            <FieldMessage id={`${id}-days-error`} message={errors.days} />
          </fieldset>
          <div className="flex flex-wrap gap-4">
            {(["start", "end"] as const).map((field) => (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
                  {t(field)}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="time"
                  required
                  value={value[field]}
                  onChange={(e) => onChange({ ...value, [field]: e.target.value })}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id}-${field}-error` : `${id}-hint`}
                  className={timeInput}
                />
                <FieldMessage id={`${id}-${field}-error`} message={errors[field]} />
              </div>
            ))}
          </div>
          <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
            {t("hint", { timezone })}
          </p>
        </>
      ) : null}
      <FieldMessage id={`${id}-error`} message={errors.root} />
    </fieldset>
  );
}
