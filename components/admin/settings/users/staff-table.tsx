import { getTranslations } from "next-intl/server";
import type { StaffMember } from "@/lib/server/users/list-staff";
import type { StaffStoreOption } from "./staff-form";
import { type StaffActions, StaffRowActions } from "./staff-row-actions";

const cell = "px-3 py-2 text-start align-top";

export async function StaffTable({
  members,
  companyId,
  stores,
  currentUserId,
  actions,
}: {
  members: StaffMember[];
  companyId: number;
  stores: StaffStoreOption[];
  currentUserId: number;
  actions: StaffActions;
}) {
  const t = await getTranslations("staff");
  if (members.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("users.empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full min-w-[48rem] text-sm" data-testid="staff-table">
        <caption className="sr-only">{t("users.listLabel")}</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {(["name", "email", "role", "store", "status", "actions"] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const isSelf = member.id === currentUserId;
            return (
              <tr key={member.id} data-testid="staff-row" className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className={`${cell} font-medium`}>
                  {[member.firstName, member.lastName].filter(Boolean).join(" ") || "—"}
                  {isSelf ? <span className="ms-1 text-zinc-500">({t("users.you")})</span> : null}
                </th>
                <td className={`${cell} break-all`}>{member.email}</td>
                <td className={cell}>{t(`roles.${member.role}`)}</td>
                <td className={cell}>{member.role === "store_manager" ? (member.storeName ?? "—") : t("users.allStores")}</td>
                <td className={cell}>
                  {member.confirmed ? (
                    <span className="text-green-800 dark:text-green-300">{t("users.confirmed")}</span>
                  ) : (
                    <span className="text-amber-800 dark:text-amber-300">{t("users.waiting")}</span>
                  )}
                </td>
                <td className={cell}>
                  {member.role === "administrator" ? (
                    "—"
                  ) : (
                    <StaffRowActions member={member} companyId={companyId} stores={stores} isSelf={isSelf} actions={actions} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
