"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const TABLE_PARAM = /^[1-9]\d{0,3}$/;

const noSubscription = () => () => {};
const readTable = () => {
  const value = new URLSearchParams(window.location.search).get("table");
  return value && TABLE_PARAM.test(value) ? value : null;
};

/** "Table N" for a guest who came by a table's code. Read on the client: the cached menu HTML never varies by query. */
export function TableBadge() {
  const t = useTranslations("menuTable");
  const table = useSyncExternalStore(noSubscription, readTable, () => null);
  if (!table) return null;
  return (
    <p data-testid="table-badge" className="mx-auto mt-3 w-fit rounded-full bg-brand-600 px-4 py-1 text-base font-semibold text-white">
      {t("badge", { position: Number(table) })}
    </p>
  );
}
