import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import { subscriptions } from "../../db/schema/subscriptions";
import { users } from "../../db/schema/users";
import { NotFoundError, type ServerContext } from "../context";
import { invoiceDto } from "../billing/invoice-dto";

/** One company as the console shows it: its stores, users, subscriptions and invoices. Anyone but the platform administrator is refused as not found. */
export async function companyOverview(ctx: ServerContext, companyId: number) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [company] = await ctx.db.select({ id: companies.id, name: companies.name, createdAt: companies.createdAt }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new NotFoundError();
  const [storeRows, userRows, subscriptionRows, invoiceRows] = await Promise.all([
    ctx.db.select({ id: stores.id, name: stores.name, urlKey: stores.urlKey, createdAt: stores.createdAt }).from(stores).where(eq(stores.companyId, companyId)).orderBy(asc(stores.id)),
    ctx.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, storeId: users.storeId, confirmed: users.emailConfirmedAt, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.id)),
    ctx.db
      .select({ id: subscriptions.id, storeId: subscriptions.storeId, planKey: subscriptions.planKey, stepStatus: subscriptions.stepStatus, paid: subscriptions.paid, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId))
      .orderBy(desc(subscriptions.id)),
    ctx.db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(desc(invoices.number)),
  ]);
  const storeName = (storeId: number | null) => storeRows.find((store) => store.id === storeId)?.name ?? null;
  return {
    company,
    stores: storeRows,
    users: userRows.map((user) => ({ ...user, confirmed: user.confirmed !== null, storeName: storeName(user.storeId) })),
    subscriptions: subscriptionRows.map((row) => ({ ...row, storeName: storeName(row.storeId) })),
    invoices: invoiceRows.map((row) => ({ ...invoiceDto(row), storeName: storeName(row.storeId) ?? "", companyName: company.name })),
  };
}

export type CompanyOverview = Awaited<ReturnType<typeof companyOverview>>;
