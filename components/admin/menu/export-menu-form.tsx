"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { secondaryButton } from "@/components/ui/buttons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { MENU_SECTIONS, type MenuSection } from "@/lib/domain/menu-sections";
import { useLanguageName } from "./use-intl-names";

interface Values {
  format: "pdf" | "xlsx";
  locale: string;
  sections: MenuSection[];
  hidden: boolean;
  photos: boolean;
  paper: "A4" | "Letter";
}

type Stage = { kind: "idle" } | { kind: "working"; progress: number | null } | { kind: "ready"; href: string; fileName: string };

const fileNameOf = (disposition: string | null) => /filename\*=UTF-8''([^;]+)/.exec(disposition ?? "")?.[1];

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Format, language, sections and what to include; a small menu downloads at once, a large one is followed until its file is ready. */
export function ExportMenuForm({ storeId, locales, section, onCancel }: { storeId: number; locales: string[]; section: MenuSection; onCancel: () => void }) {
  const t = useTranslations("menuAdmin.export");
  const sectionNames = useTranslations("common.nav");
  const languageName = useLanguageName();
  const uiLocale = useLocale();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { format: "pdf", locale: locales.includes(uiLocale) ? uiLocale : locales[0], sections: [section], hidden: false, photos: true, paper: "A4" },
  });
  const format = useWatch({ control: form.control, name: "format" });
  const sections = useController({ control: form.control, name: "sections" });

  const follow = async (statusUrl: string) => {
    for (;;) {
      const status = (await (await fetch(statusUrl, { cache: "no-store" })).json()) as { status: string; progress: number; downloadUrl: string | null; fileName: string | null };
      if (status.status === "done" && status.downloadUrl) return setStage({ kind: "ready", href: status.downloadUrl, fileName: status.fileName ?? "" });
      if (status.status === "failed") {
        setStage({ kind: "idle" });
        return setFailure(t("failed"));
      }
      setStage({ kind: "working", progress: status.progress });
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  };

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    if (values.sections.length === 0) return setFailure(t("noSections"));
    setStage({ kind: "working", progress: null });
    const query = new URLSearchParams({ storeId: String(storeId), format: values.format, locale: values.locale, sections: values.sections.join(","), hidden: values.hidden ? "1" : "0", photos: values.photos ? "1" : "0", paper: values.paper });
    const response = await fetch(`/api/exports/menu?${query}`).catch(() => null);
    if (response?.status === 200) {
      saveBlob(await response.blob(), decodeURIComponent(fileNameOf(response.headers.get("content-disposition")) ?? `menu.${values.format}`));
      return setStage({ kind: "idle" });
    }
    if (response?.status === 202) return follow(((await response.json()) as { statusUrl: string }).statusUrl);
    setStage({ kind: "idle" });
    setFailure(response?.status === 403 ? ((await response.json()) as { error: string }).error : t("failed"));
  });

  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="export-form">
      <FormAlert message={failure} />
      <SelectField label={t("format")} {...form.register("format")} name="format">
        <option value="pdf">PDF</option>
        <option value="xlsx">Excel (.xlsx)</option>
      </SelectField>
      <SelectField label={t("language")} {...form.register("locale")} name="locale">
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {languageName(locale)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t("sections")}</legend>
        {MENU_SECTIONS.map((name) => (
          <CheckboxField
            key={name}
            label={sectionNames(name)}
            name={`sections-${name}`}
            checked={sections.field.value.includes(name)}
            onChange={(event) => sections.field.onChange(event.target.checked ? [...sections.field.value, name] : sections.field.value.filter((other) => other !== name))}
          />
        ))}
      </fieldset>
      <CheckboxField label={t("hidden")} {...form.register("hidden")} name="hidden" />
      {format === "pdf" && (
        <>
          <CheckboxField label={t("photos")} {...form.register("photos")} name="photos" />
          <SelectField label={t("paper")} {...form.register("paper")} name="paper">
            <option value="A4">A4</option>
            <option value="Letter">Letter</option>
          </SelectField>
        </>
      )}
      {stage.kind === "working" && (
        <p role="status" data-testid="export-progress">
          {stage.progress === null ? t("working") : t("progress", { percent: stage.progress })}
        </p>
      )}
      {stage.kind === "ready" && (
        <p role="status">
          <a href={stage.href} download={stage.fileName} className="font-medium underline underline-offset-2" data-testid="export-ready">
            {t("download", { file: stage.fileName })}
          </a>
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("cancel")}
        </button>
        <SubmitButton pending={stage.kind === "working"}>{t("submit")}</SubmitButton>
      </div>
    </form>
  );
}
