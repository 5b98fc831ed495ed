"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { CONTACT_MAX_ATTACHMENT_BYTES, CONTACT_MAX_ATTACHMENTS, type ContactError, type ContactOutcome } from "@/lib/domain/contact";
import { inputClass } from "@/components/ui/input-class";


interface Props {
  locale: string;
  defaults?: { name?: string; email?: string; subject?: string };
  /** The outcome of a post sent without script, read back from the page's query. */
  initial?: { error?: ContactError; sent?: string; kept?: string };
}

type Shown = { error: ContactError; kept?: string } | { outcome: ContactOutcome; email: string } | null;

function initialShown(initial: Props["initial"]): Shown {
  if (initial?.error) return { error: initial.error, kept: initial.kept };
  if (initial?.sent) return { outcome: "sent", email: initial.sent };
  return null;
}

/** The contact-us form: posts as plain HTML without script; with it, answers in place and keeps what was typed on refusal. */
export function ContactForm({ locale, defaults, initial }: Props) {
  const t = useTranslations("legal.contact");
  const [shown, setShown] = useState<Shown>(() => initialShown(initial));
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = data.getAll("attachments").filter((value): value is File => typeof value !== "string" && value.size > 0);
    if (files.length > CONTACT_MAX_ATTACHMENTS) return setShown({ error: "tooManyAttachments" });
    if (files.some((file) => file.size > CONTACT_MAX_ATTACHMENT_BYTES)) return setShown({ error: "attachmentTooLarge" });
    setPending(true);
    setShown(null);
    try {
      const response = await fetch(form.action, { method: "POST", body: data, headers: { accept: "application/json" } });
      const answer = (await response.json()) as { error: ContactError } | { outcome: ContactOutcome; email: string };
      if ("error" in answer) return setShown({ error: answer.error });
      setShown(answer.outcome === "failed" ? { error: "deliveryFailed", kept: answer.email } : answer);
      form.reset();
    } catch {
      setShown({ error: "deliveryFailed" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form action="/api/contact" method="post" encType="multipart/form-data" onSubmit={submit} className="flex flex-col gap-4" data-testid="contact-form">
      {shown && "outcome" in shown ? (
        <FormAlert tone="success" message={t(shown.outcome === "sent" ? "sent" : "received", { email: shown.email })} />
      ) : null}
      {shown && "error" in shown ? <FormAlert tone="error" message={shown.kept ? t("kept") : t(`errors.${shown.error}`)} /> : null}
      <input type="hidden" name="locale" value={locale} />
      <TextField label={t("name")} name="name" required maxLength={200} autoComplete="name" defaultValue={defaults?.name} />
      <TextField label={t("email")} name="email" type="email" required maxLength={320} autoComplete="email" defaultValue={defaults?.email} />
      <TextField label={t("subject")} name="subject" maxLength={300} defaultValue={defaults?.subject} />
      <TextAreaField label={t("body")} name="body" required rows={6} maxLength={10000} />
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t("attachments")}</span>
        <input name="attachments" type="file" multiple accept="image/jpeg,image/png,image/gif,image/webp,application/pdf" className={inputClass} />
      </label>
      {/* Robots fill every field; people never see this one. */}
      <label className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <span>{t("website")}</span>
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <div>
        <SubmitButton pending={pending} pendingLabel={t("sending")}>
          {t("send")}
        </SubmitButton>
      </div>
    </form>
  );
}
