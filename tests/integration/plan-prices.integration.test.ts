import { beforeAll, describe, expect, it, vi } from "vitest";
import { updatePlanPriceAction } from "@/app/[locale]/root-domain/platform/plans/actions";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { listPlanPriceChanges } from "@/lib/server/platform/list-plan-price-changes";
import { listPlanPrices } from "@/lib/server/subscriptions/list-plan-prices";
import { loadPlans } from "@/lib/server/subscriptions/load-plans";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";
import { session } from "../support/browser-session";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("plan prices on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, admin } = world);
    session.db = database.db;
  });

  it("lets the platform administrator set a paid plan's price per currency, used from then on", async () => {
    session.actor = actorOf(admin);
    expect(await updatePlanPriceAction({ planKey: "basic", currency: "USD", amount: "31.50" })).toEqual({ ok: true, data: { amount: "31.50" } });
    expect((await loadPlans(database.db)).get("basic")!.prices.USD).toBe("31.50");
    expect(await updatePlanPriceAction({ planKey: "basic", currency: "USD", amount: "32.00" })).toEqual({ ok: true, data: { amount: "32.00" } });
    expect(await updatePlanPriceAction({ planKey: "basic", currency: "USD", amount: "32.00" })).toEqual({ ok: true, data: { amount: "32.00" } });
    const changes = await listPlanPriceChanges(contextOf(database.db, admin));
    expect(changes.slice(0, 2)).toMatchObject([
      { planKey: "basic", currency: "USD", before: "31.50", after: "32.00", author: admin.email },
      { planKey: "basic", currency: "USD", after: "31.50", author: admin.email },
    ]);
    expect(changes.filter((change) => change.planKey === "basic" && change.currency === "USD")).toHaveLength(2);
    const listed = await listPlanPrices(contextOf(database.db, admin));
    expect(listed.map((plan) => plan.key)).toEqual(expect.arrayContaining(["basic", "premium"]));
    expect(listed.every((plan) => plan.paid)).toBe(true);
  });

  it("refuses owners and managers as not found, free plans, and prices that are not positive money", async () => {
    const before = (await loadPlans(database.db)).get("premium")!.prices;
    for (const user of [a.companyManager, a.storeManager]) {
      session.actor = actorOf(user);
      expect(await updatePlanPriceAction({ planKey: "premium", currency: "BYN", amount: "1.00" })).toEqual({ ok: false, error: "notFound" });
      await expect(listPlanPrices(contextOf(database.db, user))).rejects.toThrow(NotFoundError);
      await expect(listPlanPriceChanges(contextOf(database.db, user))).rejects.toThrow(NotFoundError);
    }
    session.actor = null;
    expect(await updatePlanPriceAction({ planKey: "premium", currency: "BYN", amount: "1.00" })).toEqual({ ok: false, error: "unauthorized" });
    session.actor = actorOf(admin);
    expect(await updatePlanPriceAction({ planKey: "trial", currency: "USD", amount: "5" })).toMatchObject({ ok: false, error: "planNotPriced" });
    for (const amount of ["0", "-3", "12.345", "abc"]) {
      expect(await updatePlanPriceAction({ planKey: "premium", currency: "USD", amount })).toMatchObject({ ok: false, fieldErrors: { amount: "invalidPrice" } });
    }
    expect((await loadPlans(database.db)).get("premium")!.prices).toEqual(before);
    expect((await listPlanPriceChanges(contextOf(database.db, admin))).filter((change) => change.planKey === "premium")).toEqual([]);
  });
});
