"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { buildSearchIndex, searchMenu, searchTerms, type SearchIndex } from "@/lib/domain/menu-search";

const text = (root: Element, selector: string) => root.querySelector(selector)?.textContent ?? "";

function readMenu(): { index: SearchIndex; items: HTMLElement[] } {
  const items = Array.from(document.querySelectorAll<HTMLElement>("[data-menu-item]"));
  const entries = items.map((item) => ({
    id: Number(item.dataset.menuItem),
    title: text(item, "[data-item-title]"),
    description: text(item, "[data-item-description]"),
  }));
  return { index: buildSearchIndex(entries), items };
}

/** Shows only the matching items (and their categories) of the menu already on the page; nothing is fetched. */
function applyFilter(menu: { index: SearchIndex; items: HTMLElement[] }, query: string): number | null {
  const blank = searchTerms(query).length === 0;
  const found = new Set(searchMenu(menu.index, query));
  for (const item of menu.items) item.hidden = !blank && !found.has(Number(item.dataset.menuItem));
  for (const group of document.querySelectorAll<HTMLElement>("[data-menu-category]")) {
    group.hidden = !blank && !group.querySelector("[data-menu-item]:not([hidden])");
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-menu-nav] a")) {
    const target = document.getElementById(link.hash.slice(1));
    link.hidden = Boolean(target?.hidden);
  }
  return blank ? null : found.size;
}

export function MenuSearch() {
  const t = useTranslations("menu.guest.search");
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<number | null>(null);
  const menu = useRef<ReturnType<typeof readMenu>>(null);
  const statusId = useId();

  const search = (value: string) => {
    setQuery(value);
    menu.current ??= readMenu();
    setFound(applyFilter(menu.current, value));
    const top = document.querySelector("[data-menu-top]");
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: "start" });
  };

  return (
    <div role="search" className="hidden flex-col gap-1 in-data-menu-js:flex">
      <label className="sr-only" htmlFor={`${statusId}-input`}>
        {t("label")}
      </label>
      <input
        id={`${statusId}-input`}
        type="search"
        data-testid="menu-search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t("placeholder")}
        aria-describedby={statusId}
        value={query}
        onChange={(change) => search(change.target.value)}
        className="w-full rounded-full border border-zinc-300 bg-transparent px-4 py-2 text-base dark:border-zinc-700"
      />
      <p id={statusId} role="status" data-testid="menu-search-status" className={found === null ? "sr-only" : "px-4 text-base text-zinc-700 dark:text-zinc-300"}>
        {found === null ? "" : found === 0 ? t("empty", { query: query.trim() }) : t("found", { count: found })}
      </p>
    </div>
  );
}
