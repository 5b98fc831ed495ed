"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { type CompanyForm as Values, type UpdateCompany, ZCompanyForm } from "@/lib/schemas/stores";
import type { ActionResult } from "@/lib/server/auth/action";
import type { CompanyDto } from "@/lib/server/companies/get-company";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { primaryButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";

export function CompanyForm({ company, save }: { company: CompanyDto; save: (input: UpdateCompany) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations("staff.company");
  const errorText = useErrorText("staff");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ZCompanyForm), defaultValues: { name: company.name } });
  const submit = form.handleSubmit(async (values) => {
    const result = await save({ ...values, companyId: company.id });
    setFailure(applyActionResult(result, form.setError, { fields: ["name"] }));
    if (!result.ok) return;
    toast.success(t("saved"));
    router.refresh();
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4" aria-labelledby="company-title">
      <h2 id="company-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <FormAlert message={errorText(failure)} />
      <TextField label={t("name")} autoComplete="organization" error={form.formState.errors.name?.message} {...form.register("name")} />
      <div>
        <label htmlFor="company-url-name" className="block text-sm font-medium">
          {t("urlName")}
        </label>
        <input
          id="company-url-name"
          value={company.urlName}
          readOnly
          aria-describedby="company-url-name-hint"
          className="mt-1 block w-full rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
        />
        <p id="company-url-name-hint" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t("urlNameHint")}
        </p>
      </div>
      <div>
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {t("save")}
        </button>
      </div>
    </form>
  );
}
