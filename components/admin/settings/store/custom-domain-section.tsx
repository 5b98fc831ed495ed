"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function CustomDomainSection({ venueHost }: { venueHost: string }) {
  const t = useTranslations("storeSettings.domain");
  const { register, formState } = useFormContext<StoreSettingsInput>();
  return (
    <SettingsSection id="store-domain" title={t("title")} description={t("intro")}>
      <label className="flex items-center gap-2">
        <input type="checkbox" defaultChecked={formState.defaultValues?.customDomainEnabled} {...register("customDomainEnabled")} />
        {t("enabled")}
      </label>
      <TextInput
        name="customDomain"
        label={t("domain")}
        hint={t("hint", { host: venueHost })}
        placeholder="menu.example.com"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
      />
    </SettingsSection>
  );
}
