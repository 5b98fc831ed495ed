import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/lib/db/types";
import { createTenant, insertUser, type Tenant, type UserRow } from "./tenants";

export interface RivalTenants {
  database: Database;
  a: Tenant;
  b: Tenant;
  admin: UserRow;
}

/** Opens the engine for a suite with two rival companies and a platform administrator; closes it after. */
export function rivalTenants(create: () => Promise<Database>): RivalTenants {
  const world = {} as RivalTenants;
  beforeAll(async () => {
    world.database = await create();
    world.a = await createTenant(world.database.db, "Alpha");
    world.b = await createTenant(world.database.db, "Beta");
    world.admin = await insertUser(world.database.db, { role: "administrator", companyId: null });
  });
  afterAll(async () => world.database?.close());
  return world;
}
