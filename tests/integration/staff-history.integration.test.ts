import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionHistory } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { createStore } from "@/lib/server/stores/create-store";
import { createStaffUser } from "@/lib/server/users/create-staff-user";
import { deleteStaffUser } from "@/lib/server/users/delete-staff-user";
import { updateStaffUser } from "@/lib/server/users/update-staff-user";
import { engines } from "../support/engines";
import { contextOf, createTenant } from "../support/tenants";

describe.each(engines())("staff changes in the actions history on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.close());

  it("records create, update and destroy with who, what and the values, in the same transaction", async () => {
    const tenant = await createTenant(database.db, "hist");
    const ctx = contextOf(database.db, tenant.companyManager);
    const companyId = tenant.company.id;
    const storeId = tenant.stores[0].id;
    const invite = (await createStaffUser(ctx, {
      companyId,
      storeId: null,
      email: "history-person@staff.test",
      firstName: "Hana",
      lastName: "Story",
      role: "company_manager",
      locale: "en",
    }))!;
    await updateStaffUser(ctx, {
      companyId,
      userId: tenant.storeManager.id,
      firstName: "Renamed",
      lastName: tenant.storeManager.lastName,
      role: "store_manager",
      storeId,
    });
    await deleteStaffUser(ctx, { companyId, userId: invite.userId });
    const rows = await database.db
      .select()
      .from(actionHistory)
      .where(eq(actionHistory.companyId, companyId))
      .orderBy(asc(actionHistory.id));
    expect(rows.map((row) => [row.event, row.objectType, row.userId])).toEqual([
      ["create", "user", tenant.companyManager.id],
      ["update", "user", tenant.companyManager.id],
      ["destroy", "user", tenant.companyManager.id],
    ]);
    expect(rows[0]!.after).toMatchObject({ email: "history-person@staff.test", role: "company_manager" });
    expect(rows[1]!.before).toMatchObject({ firstName: tenant.storeManager.firstName });
    expect(rows[1]!.after).toMatchObject({ firstName: "Renamed" });
    expect(rows[2]!.before).toMatchObject({ email: "history-person@staff.test" });
    expect(rows[2]!.objectId).toBe(invite.userId);
  });

  it("records a new store", async () => {
    const tenant = await createTenant(database.db, "shop");
    const created = await createStore(contextOf(database.db, tenant.companyManager), {
      companyId: tenant.company.id,
      name: "Second Bar",
      urlName: "secondbarhistory",
    });
    const [row] = await database.db.select().from(actionHistory).where(and(eq(actionHistory.objectId, created.id), eq(actionHistory.objectType, "store")));
    expect(row).toMatchObject({ event: "create", objectType: "store", storeId: created.id, userId: tenant.companyManager.id });
    expect(row!.after).toMatchObject({ name: "Second Bar", urlKey: "secondbarhistory" });
  });
});
