"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import type { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import type { ActionResult } from "@/lib/server/auth/action";
import { ZPersonalInfo } from "@/lib/schemas/profile";

type Values = z.infer<typeof ZPersonalInfo>;

export function PersonalInfoForm({ initial, email, save }: { initial: Values; email: string; save: (v: Values) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ZPersonalInfo), defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    const result = await save(values);
    setFailure(applyActionResult(result, form.setError));
    if (result.ok) {
      toast.success(t("profile.personal.saved"));
      router.refresh();
    }
  });
  const errors = form.formState.errors;
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-labelledby="personal-title">
      <h2 id="personal-title" className="text-xl font-semibold sm:col-span-2">
        {t("profile.personal.title")}
      </h2>
      <FormAlert message={failure ? t(`auth.errors.${failure}` as "auth.errors.required") : null} />
      <TextField label={t("profile.personal.firstName")} autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
      <TextField label={t("profile.personal.lastName")} autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      <p className="text-sm text-zinc-600 dark:text-zinc-400 sm:col-span-2">
        {t("profile.personal.email")}: <span data-testid="profile-email">{email}</span>
      </p>
      <div className="sm:col-span-2">
        <button type="submit" disabled={form.formState.isSubmitting} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("profile.personal.save")}
        </button>
      </div>
    </form>
  );
}
