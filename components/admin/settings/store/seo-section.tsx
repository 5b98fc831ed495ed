"use client";

import { useTranslations } from "next-intl";
import { TextArea, TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function SeoSection() {
  const t = useTranslations("storeSettings");
  return (
    <>
      <SettingsSection id="store-seo" title={t("seo.title")} description={t("seo.hint")}>
        <TextInput name="seoTitle" label={t("seo.seoTitle")} />
        <TextArea name="seoDescription" label={t("seo.seoDescription")} rows={2} />
      </SettingsSection>
      <SettingsSection id="store-menu-info" title={t("menuInfo.title")}>
        <TextArea name="menuInfo" label={t("menuInfo.label")} hint={t("menuInfo.hint")} rows={4} />
      </SettingsSection>
    </>
  );
}
