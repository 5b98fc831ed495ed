import { randomBytes } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { authTokens, companies, stores, storeSettings, users } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { Role } from "@/lib/domain/permissions";
import { type Actor, actorOf as actorFromRow } from "@/lib/server/auth/actor";
import type { ServerContext } from "@/lib/server/context";

const DAY_MS = 24 * 60 * 60 * 1000;
const letters = () => randomBytes(6).toString("hex").replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

export type UserRow = typeof users.$inferSelect;

export async function insertUser(db: Db, values: { role: Role; companyId: number | null; storeId?: number | null; confirmed?: boolean }) {
  const [user] = await db
    .insert(users)
    .values({
      companyId: values.companyId,
      storeId: values.storeId ?? null,
      role: values.role,
      email: `${letters()}@tenant.test`,
      passwordHash: "x",
      firstName: "Test",
      lastName: values.role,
      emailConfirmedAt: values.confirmed === false ? null : new Date(),
    })
    .returning();
  return user!;
}

/** A company with two stores, a company manager, a store manager of the first store and an unconfirmed one. */
export async function createTenant(db: Db, name: string) {
  const [company] = await db.insert(companies).values({ name, urlName: letters() }).returning();
  const companyId = company!.id;
  const storeRows = await db
    .insert(stores)
    .values([1, 2].map((n) => ({ companyId, urlKey: letters(), name: `${name} store ${n}`, setupEndsAt: new Date(Date.now() - DAY_MS) })))
    .returning();
  await db.insert(storeSettings).values(storeRows.map((store) => ({ companyId, storeId: store.id })));
  const [first, second] = storeRows as [typeof stores.$inferSelect, typeof stores.$inferSelect];
  const companyManager = await insertUser(db, { role: "company_manager", companyId });
  const storeManager = await insertUser(db, { role: "store_manager", companyId, storeId: first.id });
  const unconfirmed = await insertUser(db, { role: "store_manager", companyId, storeId: second.id, confirmed: false });
  return { company: company!, stores: [first, second] as const, companyManager, storeManager, unconfirmed };
}

export type Tenant = Awaited<ReturnType<typeof createTenant>>;

export const actorOf = (user: UserRow): Actor => actorFromRow(user, "test");

/** The context a server function gets from a wrapper, for `actor` at a fixed time. */
export const contextFor = (db: Db, actor: Actor, now = new Date()): ServerContext => ({ db, actor, clock: { now: () => now } });

export const contextOf = (db: Db, user: UserRow, now = new Date()): ServerContext => contextFor(db, actorOf(user), now);

/** The actor a signed-in user would be, read from the database like the session code does. */
export async function actorFor(db: Db, email: string, jti = `jti-${email}`): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return actorFromRow(user, jti);
}

/** Everything the staff, stores and company functions may write, to prove a refusal changed nothing. */
export async function snapshot(db: Db) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    stores: await db.select().from(stores).orderBy(asc(stores.id)),
    settings: await db.select({ total: count() }).from(storeSettings),
    tokens: await db.select({ total: count() }).from(authTokens),
  };
}
