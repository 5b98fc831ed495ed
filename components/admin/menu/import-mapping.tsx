"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import type { MappedColumn, MenuImportAnswer } from "@/lib/schemas/menu-import";

type Offer = NonNullable<MenuImportAnswer["needsMapping"]>;
const IGNORE = "";

/** The mapping step of a file Carta did not export: for each of its columns, what it is (the labels' columns, the store's other languages' texts among them), with its first values. */
export function ImportMapping({ offer, mapping, onChange }: { offer: Offer; mapping: (MappedColumn | null)[]; onChange: (mapping: (MappedColumn | null)[]) => void }) {
  const t = useTranslations("menuAdmin.import.mapping");
  const choose = (index: number, value: string) => {
    const column = value === IGNORE ? null : (value as MappedColumn);
    // a kind of column is named once: choosing it here frees the column that had it
    onChange(offer.header.map((_, at) => (at === index ? column : mapping[at] === column ? null : (mapping[at] ?? null))));
  };
  return (
    <section className="flex flex-col gap-3" data-testid="import-mapping" aria-labelledby="import-mapping-title">
      <h3 id="import-mapping-title" className="font-semibold">
        {t("title")}
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("hint")}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {offer.header.map((text, index) => {
          const samples = offer.samples.map((row) => row[index] ?? "").filter((value) => value.trim());
          return (
            <li key={index} className="min-w-0 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
              <SelectField label={text.trim() || `#${index + 1}`} name={`mapping-${index}`} value={mapping[index] ?? IGNORE} onChange={(event) => choose(index, event.target.value)} data-testid={`import-mapping-${index}`}>
                <option value={IGNORE}>{t("ignore")}</option>
                {Object.entries(offer.labels).map(([column, label]) => (
                  <option key={column} value={column}>
                    {label}
                  </option>
                ))}
              </SelectField>
              {samples.length > 0 && (
                <p className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400" title={samples.join(" · ")}>
                  {t("sample")}: {samples.slice(0, 3).join(" · ")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
