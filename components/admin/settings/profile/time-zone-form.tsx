"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import type { ActionResult } from "@/lib/server/auth/action";

type Values = { timeZone: string };

const noChanges = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the user reads times in: any zone this runtime knows, the browser's suggested, empty for the platform's default. */
export function TimeZoneForm({
  initial,
  zones,
  platformZone,
  save,
}: {
  initial: Values;
  zones: string[];
  platformZone: string;
  save: (v: Values) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations();
  const router = useRouter();
  const suggested = useSyncExternalStore(noChanges, browserZone, () => null);
  const [value, setValue] = useState(initial.timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await save({ timeZone: value });
    setPending(false);
    if (!result.ok) return setFailure(result.fieldErrors?.timeZone ?? result.error);
    setFailure(null);
    toast.success(t("profile.timeZone.saved"));
    router.refresh();
  };
  return (
    <form method="post" onSubmit={submit} className="grid gap-4 sm:max-w-md" aria-labelledby="time-zone-title">
      <h2 id="time-zone-title" className="text-xl font-semibold">
        {t("profile.timeZone.title")}
      </h2>
      <FormAlert message={failure ? t(`auth.errors.${failure}` as "auth.errors.required") : null} />
      <SelectField label={t("profile.timeZone.zone")} name="timeZone" value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="" className="text-zinc-900">
          {t("profile.timeZone.default", { zone: platformZone })}
        </option>
        {zones.map((zone) => (
          <option key={zone} value={zone} className="text-zinc-900">
            {zone}
          </option>
        ))}
      </SelectField>
      {suggested && suggested !== value && zones.includes(suggested) && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          {t("profile.timeZone.suggested", { zone: suggested })}
          <button type="button" onClick={() => setValue(suggested)} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t("profile.timeZone.useSuggested")}
          </button>
        </p>
      )}
      <div>
        <button type="submit" disabled={pending} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("profile.timeZone.save")}
        </button>
      </div>
    </form>
  );
}
