"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { inputClass } from "@/components/ui/input-class";

/** The name filter's field: it answers each key at once and hands the text to the list as a transition. */
export function ItemSearch({ onSearch }: { onSearch: (query: string) => void }) {
  const t = useTranslations("menuAdmin.items");
  const [query, setQuery] = useState("");
  const [, startTransition] = useTransition();
  return (
    <div className="max-w-sm">
      <label htmlFor="item-search" className="block text-sm font-medium">
        {t("search")}
      </label>
      <input
        id="item-search"
        type="search"
        value={query}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          startTransition(() => onSearch(next.trim()));
        }}
        placeholder={t("searchPlaceholder")}
        className={inputClass}
        autoComplete="off"
        data-testid="item-search"
      />
    </div>
  );
}
