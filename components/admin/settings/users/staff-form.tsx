"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { type StaffForm as Values, STAFF_ROLES, ZStaffForm } from "@/lib/schemas/staff";
import type { ActionResult } from "@/lib/server/auth/action";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { SelectField } from "@/components/ui/select-field";
import { useErrorText } from "@/components/forms/use-error-text";

export type StaffStoreOption = { id: number; name: string };

const FIELDS = ["firstName", "lastName", "email", "role", "storeId"] as const;
const toStoreId = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** The add and edit form of a manager; in edit mode the e-mail is read-only and a user's own role is locked. */
export function StaffForm({
  mode,
  initial,
  stores,
  lockRole = false,
  submit,
  onDone,
  onCancel,
}: {
  mode: "add" | "edit";
  initial: Values;
  stores: StaffStoreOption[];
  lockRole?: boolean;
  submit: (values: Values) => Promise<ActionResult<unknown>>;
  onDone: (result: ActionResult<unknown>) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("staff");
  const errorText = useErrorText("staff");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ZStaffForm), defaultValues: initial });
  const role = useWatch({ control: form.control, name: "role" });
  const errors = form.formState.errors;
  const send = form.handleSubmit(async (values) => {
    const result = await submit(lockRole ? { ...values, role: initial.role, storeId: initial.storeId } : values);
    setFailure(applyActionResult(result, form.setError, { fields: FIELDS }));
    if (result.ok) onDone(result);
  });
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid={`staff-${mode}-form`}>
      <FormAlert message={errorText(failure)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("users.firstName")} autoComplete="off" error={errors.firstName?.message} {...form.register("firstName")} />
        <TextField label={t("users.lastName")} autoComplete="off" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <TextField
        label={t("users.email")}
        type="email"
        autoComplete="off"
        readOnly={mode === "edit"}
        aria-describedby={[errors.email ? "email-error" : "", mode === "add" ? "invite-hint" : ""].join(" ").trim() || undefined}
        error={errors.email?.message}
        {...form.register("email")}
      />
      {mode === "add" ? (
        <p id="invite-hint" className="-mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {t("users.inviteHint")}
        </p>
      ) : null}
      <SelectField errorText={errorText} label={t("users.role")} disabled={lockRole} error={errors.role?.message} {...form.register("role")}>
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value} className="text-zinc-900">
            {t(`roles.${value}`)}
          </option>
        ))}
      </SelectField>
      {lockRole ? <p className="-mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t("users.ownRoleHint")}</p> : null}
      {role === "store_manager" ? (
        <SelectField errorText={errorText} label={t("users.store")} disabled={lockRole} error={errors.storeId?.message} {...form.register("storeId", { setValueAs: toStoreId })}>
          <option value="" className="text-zinc-900">
            {t("users.chooseStore")}
          </option>
          {stores.map((store) => (
            <option key={store.id} value={store.id} className="text-zinc-900">
              {store.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("users.cancel")}
        </button>
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {mode === "add" ? t("users.create") : t("users.save")}
        </button>
      </div>
    </form>
  );
}
