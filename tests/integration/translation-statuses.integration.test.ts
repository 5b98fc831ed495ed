import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/translations/statuses/route";
import { categories, categoryTranslations, items, itemTranslations, promotionCategories, promotions, promotionTranslations } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant } from "../support/tenants";
import { session } from "../support/browser-session";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const ask = async (body: unknown) => {
  const response = await POST(new NextRequest("http://localhost/api/translations/statuses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), undefined);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe.each(engines())("translation statuses on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  const ids = { done: 0, moving: 0, failed: 0, untranslated: 0, rival: 0, category: 0, promotion: 0 };

  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    const db = database.db;
    const place = (tenant: Tenant) => ({ companyId: tenant.company.id, storeId: tenant.stores[0].id });
    const [category] = await db.insert(categories).values({ ...place(a), level: "super", type: "products", section: "kitchen" }).returning();
    const [rivalCategory] = await db.insert(categories).values({ ...place(b), level: "super", type: "products", section: "kitchen" }).returning();
    const item = async (tenant: Tenant, categoryId: number, texts: [string, "queued" | "in_progress" | "done" | "error"][]) => {
      const [row] = await db.insert(items).values({ ...place(tenant), categoryId, kind: "product" }).returning();
      if (texts.length) await db.insert(itemTranslations).values(texts.map(([locale, status]) => ({ itemId: row!.id, companyId: tenant.company.id, locale, title: locale, status })));
      return row!.id;
    };
    ids.done = await item(a, category!.id, [["ru", "done"], ["en", "done"], ["zh", "done"]]);
    ids.moving = await item(a, category!.id, [["ru", "done"], ["en", "in_progress"], ["zh", "error"]]);
    ids.failed = await item(a, category!.id, [["ru", "done"], ["en", "done"], ["zh", "error"]]);
    ids.untranslated = await item(a, category!.id, []);
    ids.rival = await item(b, rivalCategory!.id, [["ru", "done"], ["en", "queued"]]);
    ids.category = category!.id;
    await db.insert(categoryTranslations).values([
      { categoryId: category!.id, companyId: a.company.id, locale: "ru", name: "Кухня" },
      { categoryId: category!.id, companyId: a.company.id, locale: "en", name: "", status: "queued" },
    ]);
    const [promotionCategory] = await db.insert(promotionCategories).values(place(a)).returning();
    const [promotion] = await db.insert(promotions).values({ ...place(a), promotionCategoryId: promotionCategory!.id }).returning();
    ids.promotion = promotion!.id;
    await db.insert(promotionTranslations).values({ promotionId: promotion!.id, companyId: a.company.id, locale: "ru", title: "Акция", status: "done" });
  });

  it("answers each of the caller's entities with the SPEC's wording, leaving out a rival's", async () => {
    session.actor = actorOf(a.companyManager);
    const { status, body } = await ask({ type: "Product", ids: [ids.done, ids.moving, ids.failed, ids.untranslated, ids.rival, 2_000_000_000] });
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: ids.done, status: "completed" },
      { id: ids.moving, status: "in_progress" },
      { id: ids.failed, status: "failed" },
      { id: ids.untranslated, status: "completed" },
    ]);
    expect((await ask({ type: "Category", ids: [ids.category] })).body).toEqual([{ id: ids.category, status: "in_queue" }]);
    expect((await ask({ type: "Promotion", ids: [ids.promotion] })).body).toEqual([{ id: ids.promotion, status: "completed" }]);
    expect((await ask({ type: "Product", ids: [] })).body).toEqual([]);
  });

  it("tells a rival nothing, refuses anonymous callers and bad bodies", async () => {
    session.actor = actorOf(b.companyManager);
    expect((await ask({ type: "Product", ids: [ids.done, ids.moving] })).body).toEqual([]);
    session.actor = actorOf(a.unconfirmed);
    expect((await ask({ type: "Product", ids: [ids.done] })).body).toEqual([]);
    session.actor = null;
    expect((await ask({ type: "Product", ids: [ids.done] })).status).toBe(401);
    session.actor = actorOf(a.companyManager);
    expect((await ask({ type: "Dish", ids: [ids.done] })).status).toBe(400);
    expect((await ask({ type: "Product", ids: ["x"] })).status).toBe(400);
    expect((await ask({ type: "Product", ids: Array.from({ length: 501 }, (_, index) => index + 1) })).status).toBe(400);
  });
});
