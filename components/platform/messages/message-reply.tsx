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
import { type ContactMessageStateInput, type ContactReply, ZContactReply } from "@/lib/schemas/contact-reply";
import type { ActionResult } from "@/lib/server/auth/action";

type Reply = (input: ContactReply) => Promise<ActionResult<{ replyId: number }>>;
type SetState = (input: ContactMessageStateInput) => Promise<ActionResult<{ state: ContactMessageStateInput["state"] }>>;

/** Answers a message by e-mail to its sender, and closes it (or opens it again). */
export function MessageReply({ messageId, state, reply, setState }: { messageId: number; state: "new" | "answered" | "closed"; reply: Reply; setState: SetState }) {
  const t = useTranslations("platform.messages");
  const errorText = useErrorText("platform");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactReply>({ resolver: zodResolver(ZContactReply), defaultValues: { messageId, body: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const result = await reply(input);
    setFailure(applyActionResult(result, form.setError));
    if (!result.ok) return;
    toast.success(t("replied"));
    form.reset({ messageId, body: "" });
    router.refresh();
  });
  const changeState = async () => {
    const result = await setState({ messageId, state: state === "closed" ? "new" : "closed" });
    setFailure(result.ok ? null : result.error);
    if (result.ok) router.refresh();
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <TextAreaField label={t("reply")} {...form.register("body")} name="body" error={errors.body?.message} errorText={errorText} />
      <FormAlert message={errorText(failure)} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={changeState}>
          {state === "closed" ? t("reopen") : t("close")}
        </button>
        <SubmitButton pending={isSubmitting}>{t("send")}</SubmitButton>
      </div>
    </form>
  );
}
