"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { ActionResult } from "@/lib/server/auth/action";
import { type BillingInfo, type BillingInfoInput, ZBillingInfo } from "@/lib/schemas/billing";

export const BILLING_FIELDS = [
  "organizationName",
  "directorLastName",
  "directorFirstName",
  "directorMiddleName",
  "directorPosition",
  "vatNumber",
  "bankName",
  "iban",
  "bic",
  "legalAddress",
  "phone",
] as const;

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
        {BILLING_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(name)}
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
