"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "@/components/ui/field-error";
import type { Availability, UrlNameField as Field } from "./use-url-name-availability";
import { inputClass } from "@/components/ui/input-class";

type Props = ComponentProps<"input"> & { name: Field; label: string; error?: string; availability: Availability; hint?: string; suggestion?: ReactNode };

/** Which characters a URL name may have, shown under every URL name field. */
export function UrlNameRule({ id }: { id: string }) {
  const t = useTranslations("auth");
  return (
    <p id={id} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="url-name-rule">
      {t("organization.urlNameRule")}
    </p>
  );
}

const TAKEN = { companyUrlName: "companyUrlExists", storeUrlName: "storeUrlExists" } as const;
const RESERVED = { companyUrlName: "companyUrlReserved", storeUrlName: "storeUrlReserved" } as const;

/** A URL name input that says, as the user types, whether the name is free. */
export function UrlNameField({ name, label, error, availability, hint, suggestion, ...input }: Props) {
  const t = useTranslations("auth");
  const described = [error && `${name}-error`, `${name}-status`, `${name}-rule`, hint && `${name}-hint`].filter(Boolean).join(" ");
  const status = error ? "idle" : availability;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error || status === "taken" || status === "reserved" ? true : undefined}
        aria-describedby={described}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${name}-error`} message={error} />
      <div id={`${name}-status`} aria-live="polite" data-testid={`${name}-status`} className="mt-1 text-sm">
        {status === "checking" && <p className="text-zinc-600 dark:text-zinc-400">{t("organization.checking")}</p>}
        {status === "available" && <p className="text-green-700 dark:text-green-400">✓ {t("organization.available")}</p>}
        {status === "taken" && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t(`errors.${TAKEN[name]}`)}
          </p>
        )}
        {status === "limited" && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t("errors.rateLimited")}
          </p>
        )}
        {status === "reserved" && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t(`errors.${RESERVED[name]}`)}
          </p>
        )}
      </div>
      {suggestion}
      <UrlNameRule id={`${name}-rule`} />
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm wrap-anywhere text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}
