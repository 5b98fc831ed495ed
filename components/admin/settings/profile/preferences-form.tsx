"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { UI_LOCALES, type UiLocale } from "@/lib/i18n/locales";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import type { ActionResult } from "@/lib/server/auth/action";
import { SelectField } from "@/components/ui/select-field";

type Theme = "light" | "dark" | "system";
type Values = { uiLocale: UiLocale; theme: Theme };

export function PreferencesForm({ initial, save }: { initial: Values; save: (v: Values) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations();
  const locale = useLocale();
  const { setTheme } = useTheme();
  const router = useRouter();
  const pathname = usePathname();
  const [values, setValues] = useState<Values>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await save(values);
    setPending(false);
    if (!result.ok) return setFailure(result.error);
    setFailure(null);
    setTheme(values.theme);
    toast.success(t("profile.preferences.saved"));
    if (values.uiLocale !== locale) router.replace(pathname, { locale: values.uiLocale });
  };
  return (
    <form method="post" onSubmit={submit} className="grid gap-4 sm:max-w-md" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="text-xl font-semibold">
        {t("profile.preferences.title")}
      </h2>
      <FormAlert message={failure ? t(`auth.errors.${failure}` as "auth.errors.required") : null} />
      <SelectField label={t("profile.preferences.language")} name="uiLocale" value={values.uiLocale} onChange={(event) => setValues({ ...values, uiLocale: event.target.value as UiLocale })}>
        {UI_LOCALES.map((code) => (
          <option key={code} value={code} lang={code} className="text-zinc-900">
            {t(`common.language.${code}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("profile.preferences.theme")} name="theme" value={values.theme} onChange={(event) => setValues({ ...values, theme: event.target.value as Theme })}>
        {(["light", "dark", "system"] as const).map((code) => (
          <option key={code} value={code} className="text-zinc-900">
            {t(`common.theme.${code}`)}
          </option>
        ))}
      </SelectField>
      <div>
        <button type="submit" disabled={pending} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("profile.preferences.save")}
        </button>
      </div>
    </form>
  );
}
