import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionHistory, billingInfo } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import type { BillingInfo } from "@/lib/schemas/billing";
import { getBillingInfo } from "@/lib/server/billing/get-billing-info";
import { saveBillingInfo } from "@/lib/server/billing/save-billing-info";
import { DomainError } from "@/lib/server/context";
import { engines, secondInstance } from "../support/engines";
import { contextOf, createTenant, type UserRow } from "../support/tenants";
import { billingDetails } from "../support/billing-details";

type Tenant = Awaited<ReturnType<typeof createTenant>>;


describe.each(engines())("billing details on $engine", ({ create }) => {
  let database: Database;
  let a: Tenant;
  let b: Tenant;
  let c: Tenant;
  beforeAll(async () => {
    database = await create();
    [a, b, c] = [await createTenant(database.db, "Alpha"), await createTenant(database.db, "Beta"), await createTenant(database.db, "Gamma")];
  });
  afterAll(async () => database?.close());

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const save = (tenant: Tenant, version: number | null, info: BillingInfo, db = database.db) =>
    saveBillingInfo(contextOf(db, tenant.companyManager), { storeId: tenant.stores[0].id, version, info });

  it("saves and reads the company's details, shared by its stores, with a history entry", async () => {
    expect(await getBillingInfo(ctx(a.companyManager), a.stores[0].id)).toBeNull();
    expect(await save(a, null, billingDetails("190000033", "36009000000000000010"))).toEqual({ version: 1 });
    expect(await getBillingInfo(ctx(a.storeManager), a.stores[0].id)).toMatchObject({ vatNumber: "190000033", version: 1 });
    expect(await getBillingInfo(ctx(a.companyManager), a.stores[1].id)).toMatchObject({ vatNumber: "190000033" });
    expect(await save(a, 1, billingDetails("190000046", "36009000000000000010"))).toEqual({ version: 2 });
    await expect(save(a, 1, billingDetails("190000059", "36009000000000000010"))).rejects.toEqual(new DomainError("staleVersion"));
    const entries = await database.db.select().from(actionHistory).where(eq(actionHistory.objectType, "billing_info"));
    expect(entries.map((entry) => entry.event)).toEqual(["create", "update"]);
    expect(entries[1]).toMatchObject({ companyId: a.company.id, userId: a.companyManager.id, before: { vatNumber: "190000033" }, after: { vatNumber: "190000046" } });
  });

  it("refuses another company's VAT number or IBAN", async () => {
    await expect(save(b, null, billingDetails("190000046", "36009000000000000020"))).rejects.toEqual(new DomainError("vatNumberExists", "vatNumber"));
    await expect(save(b, null, billingDetails("190000061", "36009000000000000010"))).rejects.toEqual(new DomainError("ibanExists", "iban"));
    expect(await getBillingInfo(ctx(b.companyManager), b.stores[0].id)).toBeNull();
  });

  it("answers a race of two companies saving the same VAT number, or the same IBAN, with the catalogue message", async () => {
    const other = (await secondInstance(database)) ?? database;
    try {
      const vat = await Promise.allSettled([
        save(b, null, billingDetails("190000074", "36009000000000000030")),
        save(c, null, billingDetails("190000074", "36009000000000000031"), other.db),
      ]);
      expect(vat.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(vat.find((result) => result.status === "rejected")).toMatchObject({ reason: new DomainError("vatNumberExists", "vatNumber") });

      const winner = vat[0]!.status === "fulfilled" ? b : c;
      const loser = winner === b ? c : b;
      const ibanRace = await Promise.allSettled([
        save(winner, 1, billingDetails("190000074", "36009000000000000040")),
        save(loser, null, billingDetails("190000087", "36009000000000000040"), other.db),
      ]);
      const rejected = ibanRace.filter((result) => result.status === "rejected");
      expect(rejected).toHaveLength(1);
      expect(rejected[0]).toMatchObject({ reason: new DomainError("ibanExists", "iban") });
    } finally {
      if (other !== database) await other.close();
    }
    const rows = await database.db.select({ iban: billingInfo.iban }).from(billingInfo);
    expect(new Set(rows.map((row) => row.iban)).size).toBe(rows.length);
  });
});
