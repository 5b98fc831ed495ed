import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DiffTable } from "@/components/admin/settings/actions-history/diff-table";
import { EventBadge } from "@/components/admin/settings/actions-history/event-badge";
import { objectTitle } from "@/components/admin/settings/actions-history/object-title";
import { diffDocuments } from "@/lib/domain/history-diff";
import { isInternalField } from "@/lib/domain/history-fields";
import { idParam } from "@/lib/schemas/id";
import { NotFoundError } from "@/lib/server/context";
import { getAction } from "@/lib/server/history/get-action";
import { storePageContext } from "@/lib/server/stores/store-page-context";

type Props = { params: Promise<{ locale: string; storeurl: string; actionid: string }> };

async function load(params: Props["params"]) {
  const { actionid } = await params;
  const { ctx, store, locale, base } = await storePageContext(params);
  const actionId = idParam(actionid);
  if (actionId === null) notFound();
  const entry = await getAction(ctx, { storeId: store.id, actionId, locale }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return { entry, locale, base };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { entry, locale } = await load(params);
  const t = await getTranslations({ locale, namespace: "history" });
  return { title: t("detail.title", { id: entry.id }) };
}

export default async function ActionPage({ params }: Props) {
  const { entry, locale, base } = await load(params);
  const t = await getTranslations("history");
  const title = await objectTitle();
  const rows = diffDocuments(entry.before, entry.after).filter((row) => !isInternalField(row.path));
  const changed = rows.filter((row) => row.kind !== "unchanged");
  const unchanged = rows.filter((row) => row.kind === "unchanged");
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "medium", timeZone: entry.timezone });
  const facts: [string, ReactNode][] = [
    [t("columns.date"), <time key="date" dateTime={entry.createdAt.toISOString()}>{format.format(entry.createdAt)}</time>],
    [t("columns.event"), <EventBadge key="event" event={entry.event} />],
    [t("columns.user"), entry.userName ?? (entry.userId ? t("deletedUser", { id: entry.userId }) : "—")],
    [t("columns.store"), entry.storeName ?? "—"],
    [
      t("columns.object"),
      `${title(entry)}${entry.objectId !== null ? ` #${entry.objectId}` : ""}`,
    ],
  ];
  return (
    <section aria-labelledby="action-title" className="flex flex-col gap-4">
      <Link href={`${base}/settings/actions-history`} className="self-start text-sm underline underline-offset-2">
        <span aria-hidden="true">← </span>
        {t("detail.back")}
      </Link>
      <h2 id="action-title" className="text-xl font-semibold">
        {t("detail.title", { id: entry.id })}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-zinc-600 dark:text-zinc-400">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id="changes-title" className="text-lg font-semibold">
        {t("detail.changes")}
      </h3>
      {changed.length ? <DiffTable rows={changed} labelledBy="changes-title" moment={(at) => format.format(at)} /> : <p className="text-zinc-600 dark:text-zinc-400">{t("detail.noChanges")}</p>}
      {unchanged.length ? (
        <details className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <summary id="unchanged-title" className="cursor-pointer font-medium">
            {t("detail.unchanged", { count: unchanged.length })}
          </summary>
          <div className="mt-3">
            <DiffTable rows={unchanged} labelledBy="unchanged-title" moment={(at) => format.format(at)} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
