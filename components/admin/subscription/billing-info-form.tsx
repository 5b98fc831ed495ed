"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { ActionResult } from "@/lib/server/auth/action";
import { SelectField } from "@/components/ui/select-field";
import { BILLING_COUNTRIES, type BillingCountry, COUNTRY_FIELDS } from "@/lib/domain/billing-details/billing-countries";
import { BILLING_CURRENCIES } from "@/lib/domain/subscriptions/plan-keys";
import { type BillingInfo, type BillingInfoInput, ZBillingInfo } from "@/lib/schemas/billing";

const COMPANY_FIELDS = ["organizationName", "directorLastName", "directorFirstName", "directorMiddleName", "directorPosition"] as const;
const CONTACT_FIELDS = ["legalAddress", "phone"] as const;

const detailFields = (country: BillingCountry) => [...COMPANY_FIELDS, ...COUNTRY_FIELDS[country], ...CONTACT_FIELDS];

/** What a field is called where it differs by country: a Russian company has an ИНН, a settlement account and a БИК. */
const COUNTRY_LABELS: Record<BillingCountry, Partial<Record<string, string>>> = {
  BY: { vatNumber: "unp" },
  RU: { vatNumber: "inn", iban: "account", bic: "bik" },
  OTHER: { vatNumber: "vatId" },
};

type SaveInput = { storeId: number; version: number | null; info: BillingInfo };

interface Props {
  storeId: number;
  version: number | null;
  values: BillingInfoInput;
  /** absent for those who may only read the details (store managers) */
  save?: (input: SaveInput) => Promise<ActionResult<{ version: number }>>;
}

/** A refusal about one detail names it bare (`iban`); the form keeps the details under `info`. */
const inForm = (result: ActionResult<unknown>): ActionResult<unknown> =>
  result.ok || !result.fieldErrors
    ? result
    : { ...result, fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors).map(([key, value]) => [key.startsWith("info.") ? key.slice(5) : key, value])) };

export function BillingInfoForm({ storeId, version: openedVersion, values, save }: Props) {
  const t = useTranslations("subscriptions.billing");
  const errorText = useErrorText("subscriptions");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(openedVersion);
  const form = useForm<BillingInfoInput, unknown, BillingInfo>({ resolver: zodResolver(ZBillingInfo), defaultValues: values });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: "country" });
  const submit = form.handleSubmit(
    async (info) => {
      if (!save) return;
      const result = await save({ storeId, version, info });
      setFailure(applyActionResult(inForm(result), form.setError, { summary: true }));
      if (!result.ok) return;
      setVersion(result.data.version);
      toast.success(t("saved"));
      router.refresh();
    },
    () => setFailure("invalid"),
  );
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-5" aria-labelledby="requisites-title">
      <div>
        <h2 id="requisites-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{save ? t("intro") : t("readOnly")}</p>
      </div>
      <fieldset disabled={!save} className="flex flex-col gap-5">
        <SelectField label={t("country")} {...form.register("country")} name="country" error={errors.country?.message} errorText={errorText}>
          {BILLING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("currency")} {...form.register("currency")} name="currency" error={errors.currency?.message} errorText={errorText}>
          {BILLING_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        {detailFields(country).map((name) => (
          <TextField
            key={`${country}-${name}`}
            label={t(COUNTRY_LABELS[country][name] ?? name)}
            {...form.register(name)}
            name={name}
            error={errors[name]?.message}
            errorText={errorText}
            readOnly={!save}
            autoComplete="off"
            spellCheck={false}
          />
        ))}
      </fieldset>
      <FormAlert message={errorText(failure)} />
      {save && (
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel={t("saving")}>
            {t("save")}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
