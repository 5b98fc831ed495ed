"use client";

import { useTranslations } from "next-intl";
import { SOCIAL_NETWORKS } from "@/lib/schemas/store-settings";
import { TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function SocialLinksSection() {
  const t = useTranslations("storeSettings.social");
  return (
    <SettingsSection id="store-social" title={t("title")} description={t("hint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput key={network} name={`socialLinks.${network}`} label={t(network)} type="url" inputMode="url" placeholder="https://" autoComplete="url" />
        ))}
      </div>
    </SettingsSection>
  );
}
