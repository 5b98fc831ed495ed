"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import type { TransferCategory } from "@/lib/schemas/transfer";
import type { ActionResult } from "@/lib/server/auth/action";
import type { TransferResult } from "@/lib/server/transfer/transfer-category";
import type { TransferSource } from "@/lib/server/transfer/list-transfer-sources";
import { primaryButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";
import { SelectField } from "@/components/ui/select-field";

type Target = { id: number; name: string; urlKey: string };
type Done = TransferResult & { name: string; storeName: string };

/** Chooses a category of this store and another store of the company, and copies the category there. */
export function TransferForm({
  sources,
  targets,
  sourceStoreName,
  locale,
  transfer,
}: {
  sources: TransferSource[];
  targets: Target[];
  sourceStoreName: string;
  locale: string;
  transfer: (input: TransferCategory) => Promise<ActionResult<TransferResult>>;
}) {
  const t = useTranslations("promotionsAdmin.transfer");
  const errorText = useErrorText("promotions");
  const [categoryId, setCategoryId] = useState(String(sources[0]!.id));
  const [targetStoreId, setTargetStoreId] = useState(String(targets[0]!.id));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    setDone(null);
    const result = await transfer({ categoryId: Number(categoryId), targetStoreId: Number(targetStoreId) });
    setPending(false);
    if (!result.ok) return setFailure(result.error);
    const name = sources.find((source) => source.id === Number(categoryId))?.name ?? "";
    const storeName = targets.find((target) => target.id === Number(targetStoreId))?.name ?? "";
    setDone({ ...result.data, name, storeName });
    toast.success(t("done", { name, store: storeName }));
  };
  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="transfer-form">
      <FormAlert message={errorText(failure)} />
      <SelectField label={t("category", { store: sourceStoreName })} name="categoryId" value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
        {sources.map((source) => (
          <option key={source.id} value={source.id} className="text-zinc-900">
            {`${"\u00a0\u00a0\u00a0".repeat(source.depth)}${source.name} · ${t(`levels.${source.level}`)}`}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("target")} name="targetStoreId" value={targetStoreId} onChange={(event) => setTargetStoreId(event.target.value)}>
        {targets.map((target) => (
          <option key={target.id} value={target.id} className="text-zinc-900">
            {target.name}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("hint")}</p>
      <div>
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={primaryButton}>
          {pending ? t("copying") : t("submit")}
        </button>
      </div>
      {done ? (
        <div role="status" data-testid="transfer-result" className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200">
          <p>{t("result", { name: done.name, store: done.storeName, categories: done.categories, items: done.items })}</p>
          <a href={`/${locale}/${done.targetUrlKey}/admin-panel`} className="underline underline-offset-2">
            {t("openTarget", { store: done.storeName })}
          </a>
        </div>
      ) : null}
    </form>
  );
}
