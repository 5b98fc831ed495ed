"use client";

import { useTranslations } from "next-intl";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { CURRENCIES } from "@/lib/schemas/store-settings";
import { ContentLocalesField } from "./content-locales-field";
import { SelectInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function RegionalSection({ timezones }: { timezones: string[] }) {
  const t = useTranslations("storeSettings");
  return (
    <SettingsSection id="store-regional" title={t("regional.title")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="currency" label={t("regional.currency")} options={CURRENCIES.map((code) => ({ value: code, label: t(`regional.currencies.${code}`) }))} />
        <SelectInput name="timezone" label={t("regional.timezone")} hint={t("regional.timezoneHint")} options={timezones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))} />
      </div>
      <SelectInput
        name="primaryLocale"
        label={t("languages.primaryLocale")}
        options={CONTENT_LOCALES.map((locale) => ({ value: locale, label: t(`languages.names.${locale}`) }))}
      />
      <ContentLocalesField />
    </SettingsSection>
  );
}
