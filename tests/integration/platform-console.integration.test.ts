import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { markInvoicePaidAction } from "@/app/[locale]/root-domain/platform/invoices/actions";
import { publishLegalDocumentAction } from "@/app/[locale]/root-domain/platform/legal/actions";
import { updatePlanPriceAction } from "@/app/[locale]/root-domain/platform/plans/actions";
import { legalDocuments, planPrices } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { companyOverview } from "@/lib/server/platform/company-overview";
import { listCompanies } from "@/lib/server/platform/list-companies";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const NOT_FOUND_PAGE = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };

describe.each(engines())("the operator's console on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
  });

  const outsiders = () => [
    ["the owner (company manager) of Alpha", a.companyManager],
    ["a store manager of Alpha", a.storeManager],
    ["the owner (company manager) of Beta", b.companyManager],
  ] as const;

  it("opens its pages to the platform administrator alone: signed out, owners and managers get the not-found screen", async () => {
    session.actor = null;
    await expect(platformPageContext()).rejects.toMatchObject(NOT_FOUND_PAGE);
    for (const [, user] of outsiders()) {
      session.actor = actorOf(user);
      await expect(platformPageContext()).rejects.toMatchObject(NOT_FOUND_PAGE);
    }
    session.actor = actorOf(admin);
    expect((await platformPageContext()).actor.userId).toBe(admin.id);
  });

  it("refuses every console action to owners and managers as not found, changing nothing", async () => {
    const written = async () => ({
      legal: (await database.db.select({ total: count() }).from(legalDocuments))[0]!.total,
      prices: await database.db.select().from(planPrices).where(eq(planPrices.planKey, "premium")),
    });
    const before = await written();
    const document = { kind: "offer", locale: "en", title: "Offer", body: "Taken over." } as const;
    const price = { planKey: "premium", currency: "USD", amount: "1.00" } as const;
    const payment = { invoiceId: 1, amount: "1.00", paidOn: "2026-01-02", reference: "PP-outsider" };
    for (const [who, user] of outsiders()) {
      session.actor = actorOf(user);
      expect(await publishLegalDocumentAction(document), who).toEqual({ ok: false, error: "notFound" });
      expect(await updatePlanPriceAction(price), who).toEqual({ ok: false, error: "notFound" });
      expect(await markInvoicePaidAction(payment), who).toEqual({ ok: false, error: "notFound" });
    }
    session.actor = null;
    expect(await publishLegalDocumentAction(document)).toEqual({ ok: false, error: "unauthorized" });
    expect(await written()).toEqual(before);

    session.actor = actorOf(admin);
    expect(await publishLegalDocumentAction(document)).toMatchObject({ ok: true });
    expect((await written()).legal).toBe(before.legal + 1);
  });

  it("finds companies by name or by a user's e-mail, with their owner and stores, for the administrator alone", async () => {
    const asAdmin = contextOf(database.db, admin);
    const all = await listCompanies(asAdmin, "");
    expect(all.map((company) => company.name)).toEqual(expect.arrayContaining(["Alpha", "Beta"]));
    expect(await listCompanies(asAdmin, "alph")).toMatchObject([{ id: a.company.id, name: "Alpha", ownerEmail: a.companyManager.email, stores: 2, unpaidInvoices: 0 }]);
    expect((await listCompanies(asAdmin, b.storeManager.email.toUpperCase())).map((company) => company.id)).toEqual([b.company.id]);
    expect(await listCompanies(asAdmin, "%")).toEqual([]);
    for (const [, user] of outsiders()) {
      await expect(listCompanies(contextOf(database.db, user), "")).rejects.toThrow(NotFoundError);
      await expect(companyOverview(contextOf(database.db, user), a.company.id)).rejects.toThrow(NotFoundError);
    }
  });

  it("shows one company's own stores and users, and no one else's", async () => {
    const overview = await companyOverview(contextOf(database.db, admin), b.company.id);
    expect(overview.company.name).toBe("Beta");
    expect(overview.stores.map((store) => store.id)).toEqual(b.stores.map((store) => store.id));
    expect(overview.users.map((user) => user.email).sort()).toEqual([b.companyManager.email, b.storeManager.email, b.unconfirmed.email].sort());
    expect(overview.users.find((user) => user.email === b.storeManager.email)).toMatchObject({ role: "store_manager", storeName: b.stores[0].name, confirmed: true });
    await expect(companyOverview(contextOf(database.db, admin), 999_999)).rejects.toThrow(NotFoundError);
  });
});
