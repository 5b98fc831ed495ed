import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { PROMOTION_CATEGORY_OF_INPUT } from "@/lib/server/promotions/require-promotion-category";
import { TABLE_OF_INPUT } from "@/lib/server/tables/require-table";
import { createTable } from "@/lib/server/tables/create-table";
import { type CompanyContext, companyFunction } from "@/lib/server/tenancy/company-function";
import { resolveStore } from "@/lib/server/tenancy/scoped-store";
import { inStore, STORE_OF_INPUT, storeFunction } from "@/lib/server/tenancy/store-function";
import { engines } from "../support/engines";
import { actorOf, contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

describe.each(engines())("store wrappers on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
  });

  const storeIdOf = storeFunction(STORE_OF_INPUT, async (ctx) => ctx.store.id);

  it("hands the store to the right roles: administrators, the company's manager, the store's own manager", async () => {
    const [first] = a.stores;
    for (const user of [admin, a.companyManager, a.storeManager]) {
      expect(await storeIdOf(contextOf(database.db, user), { storeId: first.id })).toBe(first.id);
    }
    const ctx = await inStore(contextOf(database.db, a.storeManager), STORE_OF_INPUT, { storeId: first.id });
    expect(ctx.store).toMatchObject({ id: first.id, companyId: a.company.id, urlKey: first.urlKey });
  });

  it("refuses a foreign store as not found, like a missing one", async () => {
    await expect(storeIdOf(contextOf(database.db, a.companyManager), { storeId: b.stores[0].id })).rejects.toThrow(NotFoundError);
    await expect(storeIdOf(contextOf(database.db, b.storeManager), { storeId: a.stores[0].id })).rejects.toThrow(NotFoundError);
    await expect(storeIdOf(contextOf(database.db, admin), { storeId: 2_000_000_000 })).rejects.toThrow(NotFoundError);
  });

  it("refuses a store manager the sibling store and company-wide access", async () => {
    await expect(storeIdOf(contextOf(database.db, a.storeManager), { storeId: a.stores[1].id })).rejects.toThrow(NotFoundError);
    await expect(resolveStore(database.db, actorOf(a.storeManager), a.stores[0].id, "company")).rejects.toThrow(NotFoundError);
    expect((await resolveStore(database.db, actorOf(a.companyManager), a.stores[0].id, "company")).id).toBe(a.stores[0].id);
    await expect(resolveStore(database.db, actorOf(b.companyManager), a.stores[0].id, "company")).rejects.toThrow(NotFoundError);
  });

  it("resolves the store of an entity id and refuses another company's entity", async () => {
    const { id } = await createTable(contextOf(database.db, a.companyManager), { storeId: a.stores[0].id, name: "Wrapper 1", note: "" });
    const own = await inStore(contextOf(database.db, a.storeManager), TABLE_OF_INPUT, { id });
    expect(own.store.id).toBe(a.stores[0].id);
    await expect(inStore(contextOf(database.db, b.companyManager), TABLE_OF_INPUT, { id })).rejects.toThrow(NotFoundError);
    await expect(inStore(contextOf(database.db, a.companyManager), PROMOTION_CATEGORY_OF_INPUT, { id: 2_000_000_000 })).rejects.toThrow(NotFoundError);
  });

  it("hands a company to its manager and administrators, and refuses rivals and store managers", async () => {
    const companyOf = companyFunction(async (ctx: CompanyContext, input: { companyId: number }) => [ctx.companyId, input.companyId]);
    for (const user of [admin, a.companyManager]) {
      expect(await companyOf(contextOf(database.db, user), { companyId: a.company.id })).toEqual([a.company.id, a.company.id]);
    }
    for (const user of [b.companyManager, a.storeManager, b.storeManager]) {
      await expect(companyOf(contextOf(database.db, user), { companyId: a.company.id })).rejects.toThrow(NotFoundError);
    }
  });
});
