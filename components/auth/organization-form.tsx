"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type Organization, ZOrganization, zUrlName } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";
import { AUTH_TITLE_ID } from "./auth-card";
import { Countdown } from "./countdown";
import { FormAlert } from "@/components/ui/form-alert";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { STORE_URL_PLACEHOLDER } from "./store-url-placeholder";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { UrlNameField } from "./url-name-field";
import { UrlNameSuggestion } from "./url-name-suggestion";
import { useErrorText } from "@/components/forms/use-error-text";
import { useUrlNameAvailability } from "./use-url-name-availability";

const ADMIN_PANEL_AFTER_S = 3;

type Props = {
  action: (values: Organization) => Promise<ActionResult<{ urlKey: string }>>;
  /** the venue's menu origin with STORE_URL_PLACEHOLDER for its URL name */
  venueOriginPattern: string;
};

export function OrganizationForm({ action, venueOriginPattern }: Props) {
  const t = useTranslations("auth");
  const nav = useTranslations("common.nav");
  const errorText = useErrorText("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<Organization>({
    resolver: zodResolver(ZOrganization),
    mode: "onTouched",
    defaultValues: { companyName: "", companyUrlName: "", storeName: "", storeUrlName: "" },
  });
  const [companyName = "", companyUrl = "", storeName = "", storeUrl = ""] = useWatch({
    control,
    name: ["companyName", "companyUrlName", "storeName", "storeUrlName"],
  });
  const takeSuggestion = (field: "companyUrlName" | "storeUrlName") => (suggestion: string) => setValue(field, suggestion, { shouldValidate: true });
  const companyAvailability = useUrlNameAvailability("companyUrlName", companyUrl);
  const storeAvailability = useUrlNameAvailability("storeUrlName", storeUrl);
  const storeKey = zUrlName().safeParse(storeUrl).success ? storeUrl.trim().toLowerCase() : t("organization.urlExample");
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await action(values);
    if (result.ok) setCreated(result.data.urlKey);
    else setFailure(applyActionResult(result, setError));
  });
  if (created) {
    return (
      <Countdown
        seconds={ADMIN_PANEL_AFTER_S}
        href={`/${locale}/${created}/admin-panel`}
        text={(seconds) => t("organization.created", { seconds })}
        actionLabel={nav("adminPanel")}
      />
    );
  }
  const errors = formState.errors;
  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-4">
      <p className="text-zinc-700 dark:text-zinc-300">{t("organization.setupNotice")}</p>
      <FormAlert message={errorText(failure)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("organization.companyName")} autoComplete="organization" error={errors.companyName?.message} {...register("companyName")} />
        <UrlNameField
          label={t("organization.companyUrlName")}
          availability={companyAvailability}
          error={errors.companyUrlName?.message}
          hint={t("organization.companyUrlHint")}
          suggestion={<UrlNameSuggestion field="companyUrlName" from={companyName} current={companyUrl} onUse={takeSuggestion("companyUrlName")} />}
          {...register("companyUrlName")}
        />
        <TextField label={t("organization.storeName")} autoComplete="off" error={errors.storeName?.message} {...register("storeName")} />
        <UrlNameField
          label={t("organization.storeUrlName")}
          availability={storeAvailability}
          error={errors.storeUrlName?.message}
          hint={t("organization.urlHint", { url: venueOriginPattern.replace(STORE_URL_PLACEHOLDER, storeKey) })}
          suggestion={<UrlNameSuggestion field="storeUrlName" from={storeName} current={storeUrl} onUse={takeSuggestion("storeUrlName")} />}
          {...register("storeUrlName")}
        />
      </div>
      <SubmitButton pending={formState.isSubmitting}>{t("organization.submit")}</SubmitButton>
    </form>
  );
}
