"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { type StoreSettings, type StoreSettingsInput, ZStoreSettings } from "@/lib/schemas/store-settings";
import type { ActionResult } from "@/lib/server/auth/action";
import type { StoreSettingsForm as Loaded } from "@/lib/server/stores/get-store-settings-form";
import { applyActionResult } from "@/components/forms/apply-action-result";
import type { CustomDomainState } from "@/lib/schemas/custom-domain";
import { CustomDomainSection } from "./custom-domain-section";
import type { CheckDomain } from "./domain-proof-panel";
import { GeneralSection } from "./general-section";
import { LogosSection } from "./logos-section";
import { PhonesSection } from "./phones-section";
import { RegionalSection } from "./regional-section";
import { SeoSection } from "./seo-section";
import { SocialLinksSection } from "./social-links-section";
import { useErrorText } from "@/components/forms/use-error-text";
import { WorkingHoursSection } from "./working-hours-section";
import { SaveBar } from "./save-bar";
import type { StorageUsage } from "@/lib/uploads/contract";

interface Props {
  loaded: Loaded;
  timezones: string[];
  venueHost: string;
  domain: CustomDomainState;
  checkDomain: CheckDomain;
  /** the store's image storage: used and included in its plan */
  storage: StorageUsage;
  save: (input: StoreSettings) => Promise<ActionResult<{ version: number }>>;
}

export function StoreSettingsForm({ loaded, timezones, venueHost, domain, checkDomain, storage, save }: Props) {
  const t = useTranslations("storeSettings");
  const errorText = useErrorText("settings");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StoreSettingsInput, unknown, StoreSettings>({ resolver: zodResolver(ZStoreSettings), defaultValues: loaded.values });
  const submit = form.handleSubmit(
    async (values) => {
      const result = await save(values);
      setFailure(applyActionResult(result, form.setError, { summary: true }));
      if (!result.ok) return;
      form.setValue("version", result.data.version);
      toast.success(t("saved"));
      router.refresh();
    },
    () => setFailure("invalid"),
  );
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-8" aria-labelledby="store-settings-title">
        <div>
          <h2 id="store-settings-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
        </div>
        <GeneralSection />
        <PhonesSection />
        <WorkingHoursSection />
        <SocialLinksSection />
        <SeoSection />
        <LogosSection storeId={loaded.values.storeId} light={loaded.logoLight} dark={loaded.logoDark} storage={storage} />
        <RegionalSection timezones={timezones} />
        <CustomDomainSection venueHost={venueHost} domain={domain} checkDomain={checkDomain} />
        <SaveBar sticky failure={errorText(failure)} pending={isSubmitting} labels={{ save: t("save"), saving: t("saving") }} />
      </form>
    </FormProvider>
  );
}
