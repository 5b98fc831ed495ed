import "server-only";
import { DEFAULT_STORE_TIME_ZONE } from "../../constants";
import { setupPeriodEnd } from "../../domain/subscriptions/setup-period";
import { stores, storeSettings } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { newStoreLocales } from "../../domain/new-store-locales";
import { storeUrlKey } from "../../domain/store-url";
import type { CreateStore } from "../../schemas/stores";
import { lockCompany } from "../companies/assert-manages-company";
import { recordAction } from "../history/record-action";
import { DomainError } from "../context";
import { assertCompanyMayCreateStore } from "../subscriptions/company-may-create-store";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";
import { uniqueViolation } from "../shared/unique-violation";
import { storeUrlKeyFree } from "./is-store-url-available";


/**
 * Opens a new store in the company, hidden from guests for the setup period, with its settings row and the
 * chosen content languages (by default those of every new store: lib/domain/new-store-locales.ts).
 */
export const createStore = companyFunction(async (ctx: CompanyContext, input: CreateStore): Promise<{ id: number; urlKey: string }> => {
  await assertCompanyMayCreateStore.run(ctx, { companyId: input.companyId });
  const urlKey = storeUrlKey(input.urlName);
  const locales = newStoreLocales(ctx.actor.uiLocale, input.contentLocales);
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockCompany(tx, input.companyId);
      if (!(await storeUrlKeyFree(tx, urlKey))) throw new DomainError("storeUrlExists", "urlName");
      const [store] = await tx
        .insert(stores)
        .values({
          companyId: input.companyId,
          urlKey,
          name: input.name,
          ...locales,
          setupEndsAt: setupPeriodEnd(ctx.clock.now(), DEFAULT_STORE_TIME_ZONE),
        })
        .returning({ id: stores.id });
      await tx.insert(storeSettings).values({ companyId: input.companyId, storeId: store!.id });
      await recordAction(tx as unknown as Db, ctx, {
        companyId: input.companyId,
        storeId: store!.id,
        event: "create",
        objectType: "store",
        objectId: store!.id,
        after: { name: input.name, urlKey, ...locales },
      });
      return { id: store!.id, urlKey };
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new DomainError("storeUrlExists", "urlName");
    throw error;
  }
});
