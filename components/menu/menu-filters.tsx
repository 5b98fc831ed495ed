"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { webStorage } from "@/lib/browser/web-storage";
import { type Allergen, ALLERGENS, type Diet, DIETS, type DietaryFilter, suitsFilter } from "@/lib/domain/dietary";
import { FILTERS_SUMMARY_CLASS } from "@/lib/views/menu/menu-filters-style";

const STORAGE_KEY = "carta:menu-filter";
const NO_FILTER: DietaryFilter = { diets: [], avoid: [] };

const words = (value: string | undefined) => (value ? value.split(" ") : []);

/** Marks the items (and the categories left empty) that the filter leaves out; CSS hides what is marked. */
function applyFilter(filter: DietaryFilter) {
  for (const item of document.querySelectorAll<HTMLElement>("[data-menu-item]")) {
    const suits = suitsFilter(
      { diets: words(item.dataset.diets) as Diet[], allergens: Object.fromEntries(words(item.dataset.allergens).map((code) => [code, "contains"])) },
      filter,
    );
    item.toggleAttribute("data-filtered", !suits);
  }
  for (const group of document.querySelectorAll<HTMLElement>("[data-menu-category]")) {
    const items = group.querySelectorAll("[data-menu-item]");
    group.toggleAttribute("data-filtered", items.length > 0 && group.querySelectorAll("[data-menu-item]:not([data-filtered])").length === 0);
  }
}

type Offered = { diets: Diet[]; allergens: Allergen[] };
const NOTHING_OFFERED: Offered = { diets: [], allergens: [] };
let offeredOnPage: Offered | undefined;
const unchanging = () => () => undefined;

/** The diets and allergens the menu on this page mentions: only those are worth offering. */
function mentioned(): Offered {
  const diets = new Set<string>();
  const allergens = new Set<string>();
  for (const item of document.querySelectorAll<HTMLElement>("[data-menu-item]")) {
    words(item.dataset.diets).forEach((diet) => diets.add(diet));
    words(item.dataset.allergens).forEach((allergen) => allergens.add(allergen));
  }
  return { diets: DIETS.filter((diet) => diets.has(diet)), allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)) };
}

function readFilter(): DietaryFilter {
  try {
    const saved = JSON.parse(webStorage("sessionStorage").get(STORAGE_KEY) ?? "null") as DietaryFilter | null;
    return saved ? { diets: DIETS.filter((diet) => saved.diets.includes(diet)), avoid: ALLERGENS.filter((allergen) => saved.avoid.includes(allergen)) } : NO_FILTER;
  } catch {
    return NO_FILTER;
  }
}

/** One set of checkboxes of the filter (the diets to keep, the allergens to avoid); nothing when the menu mentions none. */
function FilterGroup<T extends string>({ legend, offered, chosen, label, onToggle }: { legend: string; offered: readonly T[]; chosen: readonly T[]; label: (code: T) => string; onToggle: (code: T, on: boolean) => void }) {
  if (offered.length === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {offered.map((code) => (
        <label key={code} className="inline-flex items-center gap-2">
          <input type="checkbox" className="size-4" value={code} checked={chosen.includes(code)} onChange={(event) => onToggle(code, event.target.checked)} />
          {label(code)}
        </label>
      ))}
    </fieldset>
  );
}

/** "Vegan only", "hide items with nuts": filters the menu already on the page, remembered for this visit. */
export function MenuFilters() {
  const t = useTranslations("menu.dietary");
  // The page's markup does not change while it is open: read once, after hydration.
  const offered = useSyncExternalStore(unchanging, () => (offeredOnPage ??= mentioned()), () => NOTHING_OFFERED);
  const [filter, setFilter] = useState<DietaryFilter>(() => (typeof window === "undefined" ? NO_FILTER : readFilter()));

  useEffect(() => applyFilter(filter), [filter]);

  const change = (next: DietaryFilter) => {
    setFilter(next);
    webStorage("sessionStorage").set(STORAGE_KEY, JSON.stringify(next));
  };
  const toggle = <T extends string>(list: readonly T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((entry) => entry !== value));

  if (offered.diets.length === 0 && offered.allergens.length === 0) return null;
  const active = filter.diets.length + filter.avoid.length;
  return (
    <details className="relative" data-testid="menu-filters">
      <summary className={FILTERS_SUMMARY_CLASS}>
        {t("filters.title")}
        {active > 0 && <span className="rounded-full bg-brand-600 px-2 text-sm font-semibold text-white">{active}</span>}
      </summary>
      <div className="absolute z-20 mt-2 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-zinc-200 bg-[var(--background)] p-4 shadow-lg dark:border-zinc-800">
        <FilterGroup legend={t("filters.only")} offered={offered.diets} chosen={filter.diets} label={(diet) => t(`diets.${diet}`)} onToggle={(diet, on) => change({ ...filter, diets: toggle(filter.diets, diet, on) })} />
        <FilterGroup legend={t("filters.avoid")} offered={offered.allergens} chosen={filter.avoid} label={(allergen) => t(`allergens.${allergen}`)} onToggle={(allergen, on) => change({ ...filter, avoid: toggle(filter.avoid, allergen, on) })} />
        {active > 0 && (
          <button type="button" className="self-start underline underline-offset-2" onClick={() => change(NO_FILTER)}>
            {t("filters.clear")}
          </button>
        )}
      </div>
    </details>
  );
}
