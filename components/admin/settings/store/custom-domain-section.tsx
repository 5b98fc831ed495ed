"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { normalizeHostName } from "@/lib/domain/contact-formats";
import type { CustomDomainState } from "@/lib/schemas/custom-domain";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { type CheckDomain, DomainProofPanel } from "./domain-proof-panel";
import { TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function CustomDomainSection({ venueHost, domain, checkDomain }: { venueHost: string; domain: CustomDomainState; checkDomain: CheckDomain }) {
  const t = useTranslations("storeSettings.domain");
  const { register, formState, control } = useFormContext<StoreSettingsInput>();
  const typed = useWatch({ control, name: "customDomain" }) ?? "";
  const storeId = formState.defaultValues?.storeId ?? 0;
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
      <DomainProofPanel
        key={`${domain.domain}:${domain.status}:${domain.checkedAt?.getTime()}`}
        storeId={storeId}
        loaded={domain}
        edited={normalizeHostName(typed) !== (domain.domain ?? "")}
        check={checkDomain}
      />
    </SettingsSection>
  );
}
