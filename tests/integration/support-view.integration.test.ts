import { and, asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setItemSoldOutAction, updateItemAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/[section]/[categoryid]/actions";
import { addStaff } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/users/actions";
import { updateWifiSettingsAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/wifi/actions";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as startView } from "@/app/api/platform/support-view/route";
import { POST as leaveView } from "@/app/api/platform/support-view/leave/route";
import { POST as postUpload } from "@/app/api/uploads/route";
import { POST as severalGetCategories } from "@/app/api/categories/several-get/route";
import { actionHistory, categories, contactMessages, items, itemTranslations, portions, stores, uploads } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { ZCreateItem, ZUpdateItem } from "@/lib/schemas/items";
import type { Actor } from "@/lib/server/auth/actor";
import { NotFoundError } from "@/lib/server/context";
import { createItem } from "@/lib/server/items/create-item";
import { startSupportView } from "@/lib/server/platform/start-support-view";
import { signSupportView, supportViewCookieName } from "@/lib/server/platform/support-view-cookie";
import { withSupportView } from "@/lib/server/platform/with-support-view";
import { STORE_OF_ID, inStore } from "@/lib/server/tenancy/store-function";
import { session } from "../support/browser-session";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextFor, contextOf, snapshot, type Tenant, type UserRow } from "../support/tenants";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const READ_ONLY = { ok: false, error: "supportViewReadOnly" };

describe.each(engines())("the read-only support view on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow, itemId: number, categoryId: number;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
    const store = a.stores[0];
    const place = { companyId: store.companyId, storeId: store.id, type: "products" as const, section: "kitchen" as const };
    const [top] = await database.db.insert(categories).values({ ...place, level: "super" }).returning();
    const [category] = await database.db.insert(categories).values({ ...place, level: "category", parentId: top!.id }).returning();
    categoryId = category!.id;
    const created = await createItem(
      contextOf(database.db, a.companyManager),
      ZCreateItem.parse({
        storeId: store.id,
        categoryId,
        texts: { ru: { title: "Борщ", description: "" } },
        photoId: null,
        portions: [{ weight: "350", unit: "g", price: "12.50" }],
        hidden: false,
        ageRestricted: false,
        schedule: null,
      }),
    );
    itemId = created.id;
  });

  /** The administrator as a request carrying the cookie the console's "View as owner" sets. */
  const supportActor = async (companyId: number): Promise<Actor> => {
    const { cookie } = await startSupportView(contextOf(database.db, admin), companyId);
    return withSupportView(actorOf(admin), cookie);
  };
  const itemState = async () => ({
    item: (await database.db.select().from(items).where(eq(items.id, itemId)))[0],
    texts: await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, itemId)).orderBy(asc(itemTranslations.locale)),
    portions: await database.db.select().from(portions).where(eq(portions.itemId, itemId)),
    uploads: await database.db.select().from(uploads),
    ...(await snapshot(database.db)),
  });
  const rename = async (title: string) => {
    const [row] = await database.db.select({ version: items.version }).from(items).where(eq(items.id, itemId));
    return ZUpdateItem.parse({
      storeId: a.stores[0].id,
      itemId,
      version: row!.version,
      categoryId,
      texts: { ru: { title, description: "" } },
      photoId: null,
      portions: [{ weight: "350", unit: "g", price: "12.50" }],
      hidden: false,
      ageRestricted: false,
      schedule: null,
    });
  };
  const wifi = async () => {
    const [row] = await database.db.select({ version: stores.version }).from(stores).where(eq(stores.id, a.stores[0].id));
    return { storeId: a.stores[0].id, version: row!.version, ssid: "Taken over", encryption: "WPA", password: "password123", hidden: false } as const;
  };
  const invite = () => ({ firstName: "Eve", lastName: "Support", role: "store_manager", storeId: a.stores[0].id, email: "eve.support@tenant.test", companyId: a.company.id, locale: "en" }) as const;
  const upload = () => {
    const form = new FormData();
    form.set("file", new File([new TextEncoder().encode("not an image")], "logo.txt", { type: "text/plain" }));
    form.set("kind", "logo");
    form.set("storeId", String(a.stores[0].id));
    return postUpload(new NextRequest("http://localhost/api/uploads", { method: "POST", body: form }), undefined);
  };
  const soldOut = () => ({ storeId: a.stores[0].id, itemId, soldOut: true });

  it("refuses every write of an administrator in a support view, changing nothing: rename a dish, mark it sold out, change settings, upload, invite", async () => {
    session.actor = await supportActor(a.company.id);
    expect(session.actor.supportView).toMatchObject({ companyId: a.company.id, companyName: "Alpha" });
    const before = await itemState();
    expect(await updateItemAction(await rename("Taken over"))).toEqual(READ_ONLY);
    expect(await setItemSoldOutAction(soldOut())).toEqual(READ_ONLY);
    expect(await updateWifiSettingsAction(await wifi())).toEqual(READ_ONLY);
    expect(await addStaff(invite())).toEqual(READ_ONLY);
    const uploaded = await upload();
    expect(uploaded.status).toBe(403);
    expect(await uploaded.json()).toEqual({ error: "supportViewReadOnly" });
    expect(await itemState()).toEqual(before);

    // the same calls, out of the support view, are accepted: the refusals came from the view alone
    session.actor = actorOf(admin);
    expect(await updateItemAction(await rename("Борщ украинский"))).toMatchObject({ ok: true });
    expect(await setItemSoldOutAction(soldOut())).toMatchObject({ ok: true });
    expect(await updateWifiSettingsAction(await wifi())).toMatchObject({ ok: true });
    expect((await upload()).status).toBe(400);
  });

  it("refuses the contact form in a support view with the read-only message, storing nothing, whether the form's script or a plain post sends it", async () => {
    const contact = (accept?: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ locale: "en", name: "Ops", email: "ops@example.test", subject: "Hi", body: "Sent as the company" })) form.set(name, value);
      return postContact(new NextRequest("http://localhost/api/contact", { method: "POST", body: form, headers: accept ? { accept } : {} }), undefined);
    };
    session.actor = await supportActor(a.company.id);
    const scripted = await contact("application/json");
    expect(scripted.status).toBe(403);
    expect(await scripted.json()).toEqual({ error: "supportViewReadOnly" });
    const plain = await contact();
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/en/contact?error=supportViewReadOnly");
    expect(await database.db.select().from(contactMessages)).toEqual([]);

    // out of the view the same route reads the form: an empty post is refused for its missing fields alone
    session.actor = actorOf(admin);
    const empty = await postContact(new NextRequest("http://localhost/api/contact", { method: "POST", body: new FormData(), headers: { accept: "application/json" } }), undefined);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "required" });
  });

  it("still reads: a POST that only looks answers, and the view reaches its own company alone", async () => {
    const actor = await supportActor(a.company.id);
    session.actor = actor;
    const request = new NextRequest("http://localhost/api/categories/several-get", { method: "POST", body: JSON.stringify({ ids: [categoryId] }), headers: { "content-type": "application/json" } });
    const found = await severalGetCategories(request, undefined);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual([expect.objectContaining({ id: categoryId })]);
    const ctx = contextFor(database.db, actor);
    expect((await inStore(ctx, STORE_OF_ID, a.stores[1].id)).store.id).toBe(a.stores[1].id);
    await expect(inStore(ctx, STORE_OF_ID, b.stores[0].id)).rejects.toThrow(NotFoundError);
  });

  it("is opened by the platform administrator alone: owners and managers get 404, and a cookie that is not the administrator's own is ignored", async () => {
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return startView(new NextRequest("http://localhost/api/platform/support-view", { method: "POST", body: form }), undefined);
    };
    const historyOf = (companyId: number) => database.db.select().from(actionHistory).where(and(eq(actionHistory.companyId, companyId), eq(actionHistory.objectType, "support_view")));
    const beforeA = await historyOf(a.company.id);
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      session.actor = actorOf(user);
      const refused = await post({ companyId: String(a.company.id), locale: "en" });
      expect(refused.status).toBe(404);
      expect(refused.headers.get("set-cookie")).toBeNull();
      await expect(startSupportView(contextOf(database.db, user), a.company.id)).rejects.toThrow(NotFoundError);
    }
    session.actor = null;
    expect((await post({ companyId: String(a.company.id), locale: "en" })).status).toBe(401);
    expect(await historyOf(a.company.id)).toEqual(beforeA);

    const { cookie } = await startSupportView(contextOf(database.db, admin), a.company.id);
    expect((await withSupportView(actorOf(a.companyManager), cookie)).supportView).toBeUndefined();
    expect((await withSupportView({ ...actorOf(admin), jti: "another-session" }, cookie)).supportView).toBeUndefined();
    const [payload, signature] = cookie.split(".");
    const forged = `${Buffer.from(JSON.stringify({ userId: admin.id, jti: "test", companyId: b.company.id, expiresAt: 4_000_000_000 })).toString("base64url")}.${signature}`;
    expect(payload).not.toBe(forged.split(".")[0]);
    expect((await withSupportView(actorOf(admin), forged)).supportView).toBeUndefined();
    const expired = await signSupportView({ userId: admin.id, jti: "test", companyId: a.company.id, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect((await withSupportView(actorOf(admin), expired)).supportView).toBeUndefined();
  });

  it("records the start and the leave in the company's history, and leaving drops the cookie and returns to the company in the console", async () => {
    const historyOf = () => database.db.select().from(actionHistory).where(and(eq(actionHistory.companyId, b.company.id), eq(actionHistory.objectType, "support_view"))).orderBy(asc(actionHistory.id));
    session.actor = actorOf(admin);
    const form = new FormData();
    form.set("companyId", String(b.company.id));
    form.set("locale", "zh");
    const started = await startView(new NextRequest("http://localhost/api/platform/support-view", { method: "POST", body: form }), undefined);
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(`/zh/${b.stores[0].urlKey}/admin-panel`);
    const setCookie = started.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    const value = new RegExp(`${supportViewCookieName().replace(/\./g, "\\.")}=([^;]+)`).exec(setCookie)?.[1];
    session.actor = await withSupportView(actorOf(admin), value);
    expect(session.actor.supportView?.companyId).toBe(b.company.id);
    expect(await historyOf()).toMatchObject([{ event: "create", userId: admin.id, storeId: null }]);

    const leaveForm = new FormData();
    leaveForm.set("locale", "zh");
    const left = await leaveView(new NextRequest("http://localhost/api/platform/support-view/leave", { method: "POST", body: leaveForm }), undefined);
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe(`/zh/platform/companies/${b.company.id}`);
    expect(left.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect(await historyOf()).toMatchObject([{ event: "create", userId: admin.id }, { event: "destroy", userId: admin.id }]);
  });
});
