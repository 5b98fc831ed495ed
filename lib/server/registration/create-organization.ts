import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { DEFAULT_STORE_TIME_ZONE } from "../../constants";
import { setupPeriodEnd } from "../../domain/subscriptions/setup-period";
import { companies } from "../../db/schema/companies";
import { stores, storeSettings } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import type { Organization } from "../../schemas/auth";
import type { Db } from "../../db/types";
import { newStoreLocales } from "../../domain/new-store-locales";
import { DomainError, type ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { uiLocale } from "./links";
import { uniqueViolation } from "../shared/unique-violation";
import { companyUrlState, storeUrlState, urlKey } from "./url-names";


const companyUrlExists = () => new DomainError("companyUrlExists", "companyUrlName");
const storeUrlExists = () => new DomainError("storeUrlExists", "storeUrlName");
const CONSTRAINT_ERRORS: Record<string, () => DomainError> = {
  companies_url_name_key: companyUrlExists,
  stores_url_key_key: storeUrlExists,
};

/**
 * The second step of registration, all or nothing: the company, its first venue (in its setup
 * period), the venue's settings, and the signed-in company manager joined to the company.
 */
export async function createOrganization(ctx: ServerContext, input: Organization, locale: string): Promise<{ companyId: number; storeId: number; urlKey: string }> {
  const { db, actor } = ctx;
  const now = ctx.clock.now();
  if (actor.role !== "company_manager" || actor.companyId !== null) throw new DomainError("requestFailed");
  const key = urlKey(input.storeUrlName);
  try {
    return await db.transaction(async (tx) => {
      const companyUrl = await companyUrlState(tx, input.companyUrlName);
      if (companyUrl === "reserved") throw new DomainError("companyUrlReserved", "companyUrlName");
      if (companyUrl === "taken") throw companyUrlExists();
      const storeUrl = await storeUrlState(tx, input.storeUrlName);
      if (storeUrl === "reserved") throw new DomainError("storeUrlReserved", "storeUrlName");
      if (storeUrl === "taken") throw storeUrlExists();
      const [company] = await tx
        .insert(companies)
        .values({ name: input.companyName, urlName: urlKey(input.companyUrlName) })
        .returning({ id: companies.id });
      const companyId = company!.id;
      const [store] = await tx
        .insert(stores)
        .values({
          companyId,
          urlKey: key,
          name: input.storeName,
          ...newStoreLocales(uiLocale(locale)),
          setupEndsAt: setupPeriodEnd(now, DEFAULT_STORE_TIME_ZONE),
        })
        .returning({ id: stores.id });
      const storeId = store!.id;
      await tx.insert(storeSettings).values({ companyId, storeId });
      const joined = await tx
        .update(users)
        .set({ companyId })
        .where(and(eq(users.id, actor.userId), isNull(users.companyId)))
        .returning({ id: users.id });
      if (joined.length !== 1) throw new DomainError("requestFailed");
      await recordAction(tx as unknown as Db, ctx, {
        companyId,
        storeId,
        event: "create",
        objectType: "store",
        objectId: storeId,
        after: { company: input.companyName, name: input.storeName, urlKey: key },
      });
      return { companyId, storeId, urlKey: key };
    });
  } catch (error) {
    const refusal = CONSTRAINT_ERRORS[uniqueViolation(error) ?? ""];
    throw refusal ? refusal() : error;
  }
}
