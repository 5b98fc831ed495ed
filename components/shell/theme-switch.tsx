"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";

const THEMES = ["light", "dark", "system"] as const;

const subscribe = () => () => {};

export function ThemeSwitch() {
  const t = useTranslations("common.theme");
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  return (
    <label className="inline-flex items-center gap-2 text-base">
      <span>{t("label")}</span>
      <select
        data-testid="theme-switch"
        className="rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700"
        value={mounted ? (theme ?? "system") : "system"}
        onChange={(event) => setTheme(event.target.value)}
      >
        {THEMES.map((value) => (
          <option key={value} value={value} className="text-zinc-900">
            {t(value)}
          </option>
        ))}
      </select>
    </label>
  );
}
