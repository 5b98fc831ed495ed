import "server-only";
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import { subscriptions } from "../../db/schema/subscriptions";
import { users } from "../../db/schema/users";
import { NotFoundError, type ServerContext } from "../context";

const LIST_LIMIT = 200;

/** `%`, `_` and `\` typed into the search match themselves. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The companies of the platform, newest first, found by name or by a user's e-mail: owner e-mail, number of
 * stores, running plans, unpaid invoices and the last paid day. Anyone but the platform administrator is refused as not found.
 */
export async function listCompanies(ctx: ServerContext, query: string) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const search = query.trim();
  const matchingUser = ctx.db.select({ companyId: users.companyId }).from(users).where(ilike(users.email, likePattern(search)));
  const rows = await ctx.db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(search ? or(ilike(companies.name, likePattern(search)), inArray(companies.id, matchingUser)) : undefined)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(LIST_LIMIT);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [owners, storeCounts, running, unpaid] = await Promise.all([
    ctx.db
      .selectDistinctOn([users.companyId], { companyId: users.companyId, email: users.email })
      .from(users)
      .where(and(inArray(users.companyId, ids), eq(users.role, "company_manager")))
      .orderBy(asc(users.companyId), asc(users.id)),
    ctx.db.select({ companyId: stores.companyId, total: sql<number>`count(*)::int` }).from(stores).where(inArray(stores.companyId, ids)).groupBy(stores.companyId),
    ctx.db
      .select({ companyId: subscriptions.companyId, planKey: subscriptions.planKey, endsAt: subscriptions.endsAt, paid: subscriptions.paid })
      .from(subscriptions)
      .where(and(inArray(subscriptions.companyId, ids), eq(subscriptions.stepStatus, "active"))),
    ctx.db
      .select({ companyId: invoices.companyId, total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(inArray(invoices.companyId, ids), eq(invoices.status, "unpaid")))
      .groupBy(invoices.companyId),
  ]);
  return rows.map((row) => {
    const plans = running.filter((subscription) => subscription.companyId === row.id);
    const paidUntil = plans.filter((plan) => plan.paid && plan.endsAt).map((plan) => plan.endsAt!.getTime());
    return {
      ...row,
      ownerEmail: owners.find((owner) => owner.companyId === row.id)?.email ?? null,
      stores: storeCounts.find((count) => count.companyId === row.id)?.total ?? 0,
      plans: [...new Set(plans.map((plan) => plan.planKey))],
      unpaidInvoices: unpaid.find((count) => count.companyId === row.id)?.total ?? 0,
      paidUntil: paidUntil.length > 0 ? new Date(Math.max(...paidUntil)) : null,
    };
  });
}

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>[number];
