"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { secondaryButton } from "@/components/ui/buttons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormAlert } from "@/components/ui/form-alert";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { MENU_SECTIONS, type MenuSection } from "@/lib/domain/menu-sections";
import type { PlanKey } from "@/lib/domain/subscriptions/plan-keys";
import { EXPORT_FORMATS, EXPORT_PAPERS, menuExportQuery, type MenuExportOptions, ZMenuExportOptions } from "@/lib/schemas/menu-export";
import { useLanguageName } from "./use-intl-names";

export interface MenuExportGate {
  allowed: boolean;
  unlockWith: PlanKey | null;
  locales: string[];
}

/** The file name the server chose (RFC 5987 name first, then the plain one). */
function downloadName(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Export" in the menu sections: PDF or Excel, content language, sections, hidden items, photos.
 * Below the plan that has export it shows that plan and a link to the subscription screen instead.
 */
export function MenuExport({ storeId, section, gate, subscriptionPath }: { storeId: number; section: MenuSection; gate: MenuExportGate; subscriptionPath: string }) {
  const t = useTranslations("menuAdmin.export");
  const plans = useTranslations("subscriptions.plans");
  const [open, setOpen] = useState(false);
  if (!gate.allowed) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400" data-testid="export-locked">
        <span>{t("locked", { plan: plans(gate.unlockWith ?? "premium") })}</span>
        <Link href={subscriptionPath} className="font-medium text-brand-700 underline dark:text-brand-300">
          {t("choosePlan")}
        </Link>
      </p>
    );
  }
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} data-testid="export-open">
        {t("open")}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={t("title")} testId="export-dialog">
        <ExportForm storeId={storeId} section={section} gate={gate} subscriptionPath={subscriptionPath} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function ExportForm({ storeId, section, gate, subscriptionPath, onCancel }: { storeId: number; section: MenuSection; gate: MenuExportGate; subscriptionPath: string; onCancel: () => void }) {
  const t = useTranslations("menuAdmin.export");
  const nav = useTranslations("common.nav");
  const plans = useTranslations("subscriptions.plans");
  const languageName = useLanguageName();
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState<PlanKey | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<MenuExportOptions>({
    resolver: zodResolver(ZMenuExportOptions),
    defaultValues: { format: "pdf", locale: (gate.locales[0] ?? "ru") as MenuExportOptions["locale"], sections: [section], includeHidden: false, withPhotos: false, paper: "A4" },
  });
  const format = useWatch({ control: form.control, name: "format" });
  const sections = useWatch({ control: form.control, name: "sections" });
  const errors = form.formState.errors;
  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(false);
    try {
      const response = await fetch(`/api/exports/menu?${menuExportQuery(storeId, values)}`);
      if (response.status === 403) {
        const body = (await response.json().catch(() => ({}))) as { unlockWith?: PlanKey | null };
        setLocked(body.unlockWith ?? "premium");
        return;
      }
      if (!response.ok) {
        setFailure(t("failed"));
        return;
      }
      saveBlob(await response.blob(), downloadName(response.headers.get("content-disposition"), `menu.${values.format}`));
      setDone(true);
    } catch {
      setFailure(t("failed"));
    }
  });
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="export-form">
      <FormAlert message={failure} />
      {locked ? (
        <p role="alert" className="text-sm">
          {t("locked", { plan: plans(locked) })}{" "}
          <Link href={subscriptionPath} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t("choosePlan")}
          </Link>
        </p>
      ) : null}
      <FormAlert tone="success" message={done ? t("downloaded") : null} />
      <SelectField label={t("format")} {...form.register("format")}>
        {EXPORT_FORMATS.map((value) => (
          <option key={value} value={value}>
            {t(`formats.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("locale")} {...form.register("locale")}>
        {gate.locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageName(locale)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-2" aria-invalid={errors.sections ? true : undefined}>
        <legend className="mb-1 font-medium">{t("sections")}</legend>
        {MENU_SECTIONS.map((value) => (
          <CheckboxField
            key={value}
            label={nav(value)}
            name={`export-section-${value}`}
            checked={sections.includes(value)}
            onChange={(event) => {
              const chosen = new Set(sections);
              if (event.target.checked) chosen.add(value);
              else chosen.delete(value);
              form.setValue("sections", MENU_SECTIONS.filter((entry) => chosen.has(entry)), { shouldValidate: true });
            }}
          />
        ))}
        {errors.sections ? <p className="text-sm text-red-700 dark:text-red-300">{t("sectionsRequired")}</p> : null}
      </fieldset>
      <CheckboxField label={t("includeHidden")} {...form.register("includeHidden")} />
      <CheckboxField label={t("withPhotos")} {...form.register("withPhotos")} />
      {format === "pdf" ? (
        <SelectField label={t("paper")} {...form.register("paper")}>
          {EXPORT_PAPERS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t("cancel")}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("working")}>
          {t("submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
