"use client";

import { useTranslations } from "next-intl";

/** Shows a catalogue message for a validation key such as `required` or `minLength:8`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useTranslations("auth.errors");
  if (!message) return null;
  const [key = "requestFailed", num] = message.split(":");
  const text = t.has(key as "required") ? t(key as "minLength", { num: Number(num) }) : message;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
      {text}
    </p>
  );
}
