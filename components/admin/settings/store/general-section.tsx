"use client";

import { useTranslations } from "next-intl";
import { TextArea, TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function GeneralSection() {
  const t = useTranslations("storeSettings");
  return (
    <SettingsSection id="store-general" title={t("general.title")}>
      <TextInput name="name" label={t("general.name")} autoComplete="organization" />
      <TextInput name="address" label={t("general.address")} autoComplete="street-address" />
      <TextArea name="description" label={t("general.description")} />
    </SettingsSection>
  );
}
