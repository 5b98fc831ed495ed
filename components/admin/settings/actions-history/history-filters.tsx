import Form from "next/form";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { secondaryButton } from "@/components/ui/buttons";
import { HISTORY_EVENTS, type ActionFilters } from "@/lib/schemas/history";
import { objectTypeLabel } from "./object-title";
import { inputClass } from "@/components/ui/input-class";


/** A plain GET form (works without JavaScript): event, object type, user and a date range. */
export async function HistoryFilters({
  action,
  filters,
  users,
  objectTypes,
}: {
  action: string;
  filters: ActionFilters;
  users: { id: number; name: string | null }[];
  objectTypes: string[];
}) {
  const t = await getTranslations("history");
  const label = await objectTypeLabel();
  return (
    <Form action={action} aria-label={t("filters.label")} className="grid gap-3 rounded-xl border border-zinc-200 p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-zinc-800" data-testid="history-filters">
      <label className="text-sm font-medium">
        {t("filters.event")}
        <select name="event" defaultValue={filters.event ?? ""} className={inputClass}>
          <option value="">{t("filters.any")}</option>
          {HISTORY_EVENTS.map((event) => (
            <option key={event} value={event}>
              {t(`events.${event}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {t("filters.object")}
        <select name="objectType" defaultValue={filters.objectType ?? ""} className={inputClass}>
          <option value="">{t("filters.any")}</option>
          {objectTypes.map((type) => (
            <option key={type} value={type}>
              {label(type)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {t("filters.user")}
        <select name="userId" defaultValue={filters.userId ? String(filters.userId) : ""} className={inputClass}>
          <option value="">{t("filters.anyone")}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name ?? t("deletedUser", { id: user.id })}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {t("filters.from")}
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={inputClass} />
      </label>
      <label className="text-sm font-medium">
        {t("filters.to")}
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={inputClass} />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <button type="submit" className={secondaryButton}>
          {t("filters.apply")}
        </button>
        <Link href={action} className="text-sm underline underline-offset-2">
          {t("filters.reset")}
        </Link>
      </div>
    </Form>
  );
}
