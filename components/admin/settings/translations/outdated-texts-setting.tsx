"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { SelectField } from "@/components/ui/select-field";
import type { OutdatedTexts } from "@/lib/schemas/translations";
import type { ActionResult } from "@/lib/server/auth/action";

/** The store's choice of what guests see while a translation is outdated, saved as soon as it is changed. */
export function OutdatedTextsSetting({
  storeId,
  show,
  save,
}: {
  storeId: number;
  show: OutdatedTexts["show"];
  save: (input: OutdatedTexts) => Promise<ActionResult<{ show: OutdatedTexts["show"] }>>;
}) {
  const t = useTranslations("translationsAdmin.outdated");
  const errorText = useErrorText("translations");
  const router = useRouter();
  const [value, setValue] = useState(show);
  const [pending, setPending] = useState(false);
  const change = async (next: OutdatedTexts["show"]) => {
    setPending(true);
    const result = await save({ storeId, show: next });
    setPending(false);
    if (!result.ok) return toast.error(errorText(result.error));
    setValue(next);
    toast.success(t("saved"));
    router.refresh();
  };
  return (
    <div className="mb-6 max-w-xl" data-testid="outdated-texts-setting">
      <SelectField label={t("label")} name="outdated-texts" value={value} disabled={pending} onChange={(event) => void change(event.target.value as OutdatedTexts["show"])}>
        <option value="primary">{t("primary")}</option>
        <option value="translation">{t("translation")}</option>
      </SelectField>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("hint")}</p>
    </div>
  );
}
