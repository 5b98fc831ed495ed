"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton } from "@/components/ui/buttons";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { type InvoiceVoid, ZInvoiceVoid } from "@/lib/schemas/platform";
import type { ActionResult } from "@/lib/server/auth/action";

export type VoidInvoice = (input: InvoiceVoid) => Promise<ActionResult<{ number: string }>>;

/** Voids an unpaid invoice with the reason the company's history keeps. */
export function VoidInvoiceForm({ invoice, voidInvoice, onDone }: { invoice: { id: number; number: string }; voidInvoice: VoidInvoice; onDone: () => void }) {
  const t = useTranslations("platform.billing");
  const errorText = useErrorText("platform");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoiceVoid>({ resolver: zodResolver(ZInvoiceVoid), defaultValues: { invoiceId: invoice.id, reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const result = await voidInvoice(input);
    setFailure(applyActionResult(result, form.setError));
    if (!result.ok) return;
    toast.success(t("voided", { number: invoice.number }));
    onDone();
    router.refresh();
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextAreaField label={t("reason")} {...form.register("reason")} name="reason" error={errors.reason?.message} errorText={errorText} />
      <FormAlert message={errorText(failure)} />
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t("cancel")}
        </button>
        <SubmitButton pending={isSubmitting}>{t("void")}</SubmitButton>
      </div>
    </form>
  );
}
