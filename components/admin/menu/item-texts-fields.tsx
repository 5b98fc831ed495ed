"use client";

import { useTranslations } from "next-intl";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { Markdown } from "@/components/menu/markdown";
import type { ItemForm } from "@/lib/schemas/items";
import { FieldMessage } from "@/components/ui/field-error";
import { useLanguageName } from "./use-intl-names";
import { useErrorText } from "@/components/forms/use-error-text";
import { inputClass } from "@/components/ui/input-class";
import { EngineMissingNote, LanguageStatus } from "@/components/admin/translations/language-status";
import type { LanguageState } from "@/lib/domain/translations/language-state";

/** The saved item and its languages' translation states; none for a new item. */
type Saved = { id: number; languages: Record<string, LanguageState> };

type Locale = keyof ItemForm["texts"];

function LocaleTexts({ form, locale, primary, saved }: { form: UseFormReturn<ItemForm>; locale: Locale; primary: boolean; saved?: Saved }) {
  const t = useTranslations("menuAdmin.items");
  const errorText = useErrorText("menu");
  const languageName = useLanguageName();
  const description = useWatch({ control: form.control, name: `texts.${locale}.description` }) ?? "";
  const errors = form.formState.errors.texts?.[locale];
  const id = `texts-${locale}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" lang={locale}>
      <legend className="px-1 font-medium first-letter:uppercase">{languageName(locale)}</legend>
      {saved && !primary ? <LanguageStatus type="Product" id={saved.id} locale={locale} state={saved.languages[locale] ?? { kind: "missing" }} /> : null}
      <TextField
        label={t("title", { language: languageName(locale) })}
        autoComplete="off"
        required={primary}
        error={errors?.title?.message} errorText={errorText}
        {...form.register(`texts.${locale}.title`)}
      />
      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium">
          {t("description", { language: languageName(locale) })}
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          aria-describedby={`${id}-hint${errors?.description ? ` ${id}-error` : ""}`}
          aria-invalid={errors?.description ? true : undefined}
          className={inputClass}
          {...form.register(`texts.${locale}.description`)}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          {t("descriptionHint")}
        </p>
        <FieldMessage id={`${id}-error`} message={errorText(errors?.description?.message)} />
      </div>
      {description.trim() ? (
        <div className="rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-900" data-testid={`description-preview-${locale}`}>
          <p className="mb-1 text-xs font-medium uppercase tracking-wide text-zinc-500">{t("preview")}</p>
          <Markdown text={description} className="[&_p]:m-0 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:ps-5" />
        </div>
      ) : null}
    </fieldset>
  );
}

/** A title and a markdown description per content language, the primary one first and required; a saved item's other languages show their translation state. */
export function ItemTextsFields({ form, locales, saved }: { form: UseFormReturn<ItemForm>; locales: string[]; saved?: Saved }) {
  return (
    <>
      {locales.length > 1 ? <EngineMissingNote /> : null}
      {locales.map((locale, index) => (
        <LocaleTexts key={locale} form={form} locale={locale as Locale} primary={index === 0} saved={saved} />
      ))}
    </>
  );
}
