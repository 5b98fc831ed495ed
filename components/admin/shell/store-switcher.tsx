"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useState, useTransition } from "react";
import { switchStorePath } from "@/components/admin/shell/switch-store-path";
import type { AccessibleStore } from "@/lib/server/stores/list-accessible-stores";

type Option = AccessibleStore;

function byCompany(stores: Option[]) {
  const groups = new Map<number, { name: string; stores: Option[] }>();
  for (const store of stores) {
    const group = groups.get(store.companyId) ?? { name: store.companyName, stores: [] };
    group.stores.push(store);
    groups.set(store.companyId, group);
  }
  return [...groups.entries()];
}

/** Opens the same admin page in another store the actor may enter; grouped by company when there are several. */
export function StoreSwitcher({ stores, current, grouped }: { stores: Option[]; current: string; grouped: boolean }) {
  const t = useTranslations("staff.switcher");
  const pathname = usePathname();
  const router = useRouter();
  const [selected, setSelected] = useState(current);
  const [pending, startTransition] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected === current) return;
    startTransition(() => router.push(switchStorePath(pathname, selected)));
  };
  const option = (store: Option) => (
    <option key={store.urlKey} value={store.urlKey} className="text-zinc-900">
      {store.name}
    </option>
  );
  return (
    <form method="post" onSubmit={submit} className="mt-3 flex items-end gap-2" data-testid="store-switcher">
      <div className="min-w-0 flex-1">
        <label htmlFor="store-switcher" className="block text-xs font-medium text-zinc-600 dark:text-zinc-400">
          {t("label")}
        </label>
        <select
          id="store-switcher"
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          className="mt-1 block w-full rounded-md border border-zinc-300 bg-transparent px-2 py-1 text-sm dark:border-zinc-700"
        >
          {grouped
            ? byCompany(stores).map(([id, group]) => (
                <optgroup key={id} label={group.name} className="text-zinc-900">
                  {group.stores.map(option)}
                </optgroup>
              ))
            : stores.map(option)}
        </select>
      </div>
      <button
        type="submit"
        disabled={pending || selected === current}
        className="rounded-md border border-zinc-300 px-2 py-1 text-sm hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
      >
        {t("go")}
      </button>
    </form>
  );
}
