import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getRevenue } from "@/app/api/platform/revenue/route";
import { invoices, payments } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { revenueByMonth } from "@/lib/server/platform/revenue-by-month";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const PARTY = { name: "Test" } as unknown as typeof invoices.$inferInsert.seller;

describe.each(engines())("revenue per month and currency on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
    const invoice = async (tenant: Tenant, number: string, currency: "BYN" | "USD") => {
      const [row] = await database.db
        .insert(invoices)
        .values({
          companyId: tenant.company.id,
          storeId: tenant.stores[0].id,
          number,
          planKey: "basic",
          periods: 1,
          currency,
          unitPrice: "10.00",
          total: "10.00",
          vatRate: "0",
          vatAmount: "0",
          seller: PARTY,
          buyer: PARTY,
          status: "paid",
          issuedAt: new Date("2026-01-01T00:00:00Z"),
        })
        .returning();
      return row!;
    };
    const pay = async (tenant: Tenant, number: string, currency: "BYN" | "USD", amount: string, paidAt: string) => {
      const row = await invoice(tenant, number, currency);
      await database.db.insert(payments).values({ companyId: tenant.company.id, invoiceId: row.id, provider: "bank_transfer", amount, currency, reference: `PP-${number}`, paidAt: new Date(paidAt) });
    };
    await pay(a, "R-1", "BYN", "120.50", "2026-02-03T10:00:00Z");
    await pay(b, "R-2", "BYN", "79.50", "2026-02-20T10:00:00Z");
    await pay(a, "R-3", "USD", "39.00", "2026-02-21T10:00:00Z");
    // 22:30 UTC on 31 March is already April in Minsk (UTC+3)
    await pay(b, "R-4", "BYN", "10.00", "2026-03-31T22:30:00Z");
  });

  it("adds up payments per month of the console's time zone and per currency, newest month first", async () => {
    expect(await revenueByMonth(contextOf(database.db, admin), "Europe/Minsk")).toEqual([
      { month: "2026-04", currency: "BYN", payments: 1, amount: "10.00" },
      { month: "2026-02", currency: "BYN", payments: 2, amount: "200.00" },
      { month: "2026-02", currency: "USD", payments: 1, amount: "39.00" },
    ]);
  });

  it("exports the same figures as CSV to the administrator, and answers 404 to owners and managers", async () => {
    const request = () => new NextRequest("http://localhost/api/platform/revenue");
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      session.actor = actorOf(user);
      expect((await getRevenue(request(), undefined)).status).toBe(404);
      await expect(revenueByMonth(contextOf(database.db, user), "UTC")).rejects.toThrow(NotFoundError);
    }
    session.actor = null;
    expect((await getRevenue(request(), undefined)).status).toBe(401);
    session.actor = actorOf(admin);
    const answer = await getRevenue(request(), undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await answer.text()).toBe("month,currency,payments,amount\r\n2026-04,BYN,1,10.00\r\n2026-02,BYN,2,200.00\r\n2026-02,USD,1,39.00\r\n");
  });
});
