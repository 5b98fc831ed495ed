import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { CompanyOverview } from "@/lib/server/platform/company-overview";
import { venueOrigin } from "@/lib/sites/public-origin";

type Store = CompanyOverview["stores"][number];
type User = CompanyOverview["users"][number];
type Subscription = CompanyOverview["subscriptions"][number];

/** A company's stores (with their admin panel and menu), users and subscriptions, times in the console's time zone. */
export async function CompanyDetails({ overview, locale, timeZone }: { overview: CompanyOverview; locale: string; timeZone: string }) {
  const [t, roles, subscriptions, format] = await Promise.all([getTranslations("platform.companies"), getTranslations("staff.roles"), getTranslations("subscriptions"), getFormatter()]);
  const day = (date: Date | null) => (date ? format.dateTime(date, { dateStyle: "medium", timeZone }) : "—");
  const storeColumns: DataColumn<Store>[] = [
    { key: "name", header: t("name"), cell: (store) => store.name },
    {
      key: "links",
      header: t("links"),
      cell: (store) => (
        <span className="flex flex-wrap gap-3">
          <a href={`/${locale}/${store.urlKey}/admin-panel`} className="underline underline-offset-2">
            {t("adminPanel")}
          </a>
          <a href={`${venueOrigin(store.urlKey)}/${locale}/menu`} className="underline underline-offset-2">
            {t("menu")}
          </a>
        </span>
      ),
    },
    { key: "created", header: t("created"), className: "whitespace-nowrap", cell: (store) => day(store.createdAt) },
  ];
  const userColumns: DataColumn<User>[] = [
    { key: "email", header: t("email"), cell: (user) => <span className="break-all">{user.email}</span> },
    { key: "name", header: t("name"), cell: (user) => [user.firstName, user.lastName].filter(Boolean).join(" ") || "—" },
    { key: "role", header: t("role"), cell: (user) => `${roles(user.role)}${user.storeName ? ` · ${user.storeName}` : ""}` },
    { key: "confirmed", header: t("confirmed"), cell: (user) => (user.confirmed ? t("yes") : t("no")) },
  ];
  const subscriptionColumns: DataColumn<Subscription>[] = [
    { key: "store", header: t("store"), cell: (row) => row.storeName ?? "—" },
    { key: "plan", header: t("plan"), cell: (row) => subscriptions(`plans.${row.planKey}`) },
    { key: "status", header: t("status"), cell: (row) => `${subscriptions(`statuses.${row.stepStatus}`)} · ${subscriptions(`statuses.${row.paid ? "paid" : "unpaid"}`)}` },
    { key: "period", header: t("period"), className: "whitespace-nowrap", cell: (row) => `${day(row.startsAt)} – ${day(row.endsAt)}` },
  ];
  return (
    <>
      <TitledSection id="company-stores-title" title={t("storesTitle")}>
        <DataTable stackOnPhone rows={overview.stores} columns={storeColumns} rowKey={(store) => store.id} label={t("storesTitle")} empty={t("none")} testId="company-stores" />
      </TitledSection>
      <TitledSection id="company-users-title" title={t("usersTitle")}>
        <DataTable stackOnPhone rows={overview.users} columns={userColumns} rowKey={(user) => user.id} label={t("usersTitle")} empty={t("none")} testId="company-users" />
      </TitledSection>
      <TitledSection id="company-subscriptions-title" title={t("subscriptionsTitle")}>
        <DataTable stackOnPhone rows={overview.subscriptions} columns={subscriptionColumns} rowKey={(row) => row.id} label={t("subscriptionsTitle")} empty={t("none")} testId="company-subscriptions" />
      </TitledSection>
    </>
  );
}
