"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { UrlNameRule } from "@/components/auth/url-name-field";
import { UrlNameSuggestion } from "@/components/auth/url-name-suggestion";
import { SETUP_PERIOD_DAYS } from "@/lib/constants";
import { defaultContentLocales } from "@/lib/domain/new-store-locales";
import { type CreateStore, type StoreForm as Values, ZStoreForm } from "@/lib/schemas/stores";
import type { ActionResult } from "@/lib/server/auth/action";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";
import { NewStoreLocalesField } from "./new-store-locales-field";

type Availability = "idle" | "checking" | "available";

export function CreateStoreForm({
  companyId,
  menuOriginPattern,
  create,
  checkUrl,
}: {
  companyId: number;
  menuOriginPattern: string;
  create: (input: CreateStore) => Promise<ActionResult<{ id: number; urlKey: string }>>;
  checkUrl: (input: { urlName: string }) => Promise<ActionResult<boolean>>;
}) {
  const t = useTranslations("staff.stores");
  const errorText = useErrorText("staff");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [availability, setAvailability] = useState<Availability>("idle");
  const form = useForm<Values>({ resolver: zodResolver(ZStoreForm), defaultValues: { name: "", urlName: "", contentLocales: defaultContentLocales() } });
  const errors = form.formState.errors;
  const urlName = (useWatch({ control: form.control, name: "urlName" }) ?? "").trim().toLowerCase();
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const takeSuggestion = (suggestion: string) => {
    form.setValue("urlName", suggestion, { shouldValidate: true });
    setAvailability("idle");
  };
  const urlField = form.register("urlName", { onChange: () => setAvailability("idle") });
  const check = async () => {
    if (!(await form.trigger("urlName"))) return;
    setAvailability("checking");
    const result = await checkUrl({ urlName: form.getValues("urlName") });
    if (result.ok && result.data) return setAvailability("available");
    setAvailability("idle");
    form.setError("urlName", { message: result.ok ? "storeUrlExists" : result.error }, { shouldFocus: true });
  };
  const submit = form.handleSubmit(async (values) => {
    const result = await create({ ...values, companyId });
    setFailure(applyActionResult(result, form.setError, { fields: ["name", "urlName"] }));
    if (!result.ok) return;
    toast.success(t("created", { name: values.name, days: SETUP_PERIOD_DAYS }));
    form.reset();
    setAvailability("idle");
    router.refresh();
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4" aria-labelledby="create-store-title" data-testid="create-store-form">
      <h3 id="create-store-title" className="text-lg font-semibold">
        {t("createTitle")}
      </h3>
      <FormAlert message={errorText(failure)} />
      <TextField label={t("name")} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField label={t("urlName")} autoComplete="off" spellCheck={false} aria-describedby={errors.urlName ? "urlName-error url-name-rule url-name-hint" : "url-name-rule url-name-hint"} error={errors.urlName?.message} {...urlField} />
          </div>
          <button type="button" onClick={() => void check()} disabled={availability === "checking"} className={`${secondaryButton} mb-px`}>
            {t("check")}
          </button>
        </div>
        <UrlNameSuggestion field="storeUrlName" from={name} current={urlName} onUse={takeSuggestion} />
        <UrlNameRule id="url-name-rule" />
        <p id="url-name-hint" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t("urlHint", { url: menuOriginPattern.replace("{key}", urlName || t("urlExample")) })}
        </p>
        <p role="status" className="mt-1 text-sm text-green-800 dark:text-green-300">
          {availability === "checking" ? t("checking") : availability === "available" ? t("available") : ""}
        </p>
      </div>
      <NewStoreLocalesField control={form.control} error={errorText(errors.contentLocales?.message) ?? undefined} />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("setupNotice", { days: SETUP_PERIOD_DAYS })}</p>
      <div>
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {t("create")}
        </button>
      </div>
    </form>
  );
}
