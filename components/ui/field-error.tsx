"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "@/lib/i18n/catalogue-text";

export type ErrorText = (message?: string | null) => string | null;

/** The common validation texts (`required`, `minLength:8` …) for fields whose form names no catalogue of its own. */
export function useBaseErrorText(): ErrorText {
  return catalogueText(useTranslations(), ["auth.errors"]);
}

/** An already translated error under a field, announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** The catalogue text of a field's error key, read by `errorText` (the common validation texts unless given). */
export function FieldError({ id, message, errorText }: { id: string; message?: string | null; errorText?: ErrorText }) {
  const baseText = useBaseErrorText();
  return <FieldMessage id={id} message={(errorText ?? baseText)(message)} />;
}
