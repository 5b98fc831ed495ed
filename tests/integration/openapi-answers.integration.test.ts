import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postContact } from "@/app/api/contact/route";
import { GET as getContactAttachment } from "@/app/api/contact/attachments/[id]/route";
import { GET as getExportJob } from "@/app/api/exports/jobs/[id]/route";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getImportJob } from "@/app/api/imports/menu/jobs/[id]/route";
import { GET as getMe } from "@/app/api/me/route";
import { GET as getOpenApi } from "@/app/api/openapi.json/route";
import { GET as getUrlNames } from "@/app/api/registration/url-names/route";
import { GET as getByQrKey } from "@/app/api/store-and-company-by-qr-key/route";
import { GET as getStoreSettings } from "@/app/api/store-settings/route";
import { GET as getStoreSingle } from "@/app/api/stores/single/route";
import { POST as postSeveralCategories } from "@/app/api/categories/several-get/route";
import { POST as postSeveralPromotions } from "@/app/api/promotions/several-get/route";
import { GET as getActiveSubscription } from "@/app/api/subscription/active/route";
import { GET as getTableQr } from "@/app/api/tables/[id]/qr/route";
import { GET as getTestClock } from "@/app/api/test-clock/route";
import { POST as postTranslationStatuses } from "@/app/api/translations/statuses/route";
import { POST as postUpload } from "@/app/api/uploads/route";
import { categories, storeTables } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { generateQrKey } from "@/lib/domain/qr-key";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant } from "../support/tenants";

const held = vi.hoisted(() => ({ database: null as unknown }));
vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => ({ ...(await import("../support/browser-session")).runtimeModule(), database: async () => held.database }));

const get = (path: string) => new NextRequest(`http://localhost${path}`);
const post = (path: string, body: unknown) =>
  new NextRequest(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const idParams = (id: string) => ({ params: Promise.resolve({ id }) });

describe.each(engines())("documented answers of the API on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  let table: { id: number; qrKey: string };

  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    held.database = database;
    const [row] = await database.db
      .insert(storeTables)
      .values({ companyId: a.company.id, storeId: a.stores[0].id, name: "Terrace", qrKey: generateQrKey(), position: 1 })
      .returning({ id: storeTables.id, qrKey: storeTables.qrKey });
    table = row!;
  });

  const signedIn = () => (session.actor = actorOf(a.companyManager));

  it("GET /api/me: the user, and 401 signed out", async () => {
    session.actor = null;
    await expectDocumented("GET", "/api/me", await getMe(get("/api/me"), undefined));
    signedIn();
    const me = await expectDocumented("GET", "/api/me", await getMe(get("/api/me"), undefined));
    expect(me).toMatchObject({ id: a.companyManager.id, role: "company_manager" });
  });

  it("POST /api/contact answers the page's script in JSON; GET /api/contact/attachments/{id} is the platform administrator's alone", async () => {
    session.actor = null;
    const contact = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return new NextRequest("http://localhost/api/contact", { method: "POST", body: form, headers: { accept: "application/json" } });
    };
    const refused = await postContact(contact({ name: "Anna", email: "not-an-address", body: "Hi", locale: "en" }), undefined);
    expect(refused.status).toBe(400);
    expect(await expectDocumented("POST", "/api/contact", refused)).toEqual({ error: "required" });
    const stored = await postContact(contact({ name: "Anna", email: "anna.openapi@example.com", body: "Hello", locale: "en" }), undefined);
    expect(await expectDocumented("POST", "/api/contact", stored)).toEqual({ outcome: "pending", email: "anna.openapi@example.com" });

    signedIn();
    const asOwner = await getContactAttachment(get("/api/contact/attachments/1"), idParams("1"));
    expect(asOwner.status).toBe(404);
    await expectDocumented("GET", "/api/contact/attachments/{id}", asOwner);
    session.actor = actorOf(world.admin);
    const missing = await getContactAttachment(get("/api/contact/attachments/999999"), idParams("999999"));
    expect(missing.status).toBe(404);
    await expectDocumented("GET", "/api/contact/attachments/{id}", missing);
  });

  it("GET /api/health and GET /api/openapi.json, public", async () => {
    session.actor = null;
    const health = await getHealth(get("/api/health"), undefined);
    expect(health.status).toBe(200);
    await expectDocumented("GET", "/api/health", health);
    const document = await getOpenApi(get("/api/openapi.json"), undefined);
    expect(document.headers.get("cache-control")).toContain("public");
    await expectDocumented("GET", "/api/openapi.json", document);
  });

  it("GET /api/store-settings: the caller's store, 404 for a rival's, 400 for a malformed id", async () => {
    signedIn();
    const own = await getStoreSettings(get(`/api/store-settings?storeId=${a.stores[0].id}`), undefined);
    expect(own.status).toBe(200);
    await expectDocumented("GET", "/api/store-settings", own);
    const rival = await getStoreSettings(get(`/api/store-settings?storeId=${b.stores[0].id}`), undefined);
    expect(rival.status).toBe(404);
    await expectDocumented("GET", "/api/store-settings", rival);
    await expectDocumented("GET", "/api/store-settings", await getStoreSettings(get("/api/store-settings?storeId=x"), undefined));
  });

  it("GET /api/stores/single: a store by URL key, 404 for an unknown one, 401 for scope=owned signed out", async () => {
    session.actor = null;
    const found = await getStoreSingle(get(`/api/stores/single?id=${a.stores[0].urlKey}`), undefined);
    expect(found.status).toBe(200);
    await expectDocumented("GET", "/api/stores/single", found);
    await expectDocumented("GET", "/api/stores/single", await getStoreSingle(get("/api/stores/single?id=no-such-store"), undefined));
    const owned = await getStoreSingle(get(`/api/stores/single?id=${a.stores[0].id}&scope=owned`), undefined);
    expect(owned.status).toBe(401);
    await expectDocumented("GET", "/api/stores/single", owned);
  });

  it("GET /api/subscription/active: the caller's store, 404 for a rival's", async () => {
    signedIn();
    const own = await getActiveSubscription(get(`/api/subscription/active?storeId=${a.stores[0].id}`), undefined);
    expect(own.status).toBe(200);
    await expectDocumented("GET", "/api/subscription/active", own);
    const rival = await getActiveSubscription(get(`/api/subscription/active?storeId=${b.stores[0].id}`), undefined);
    expect(rival.status).toBe(404);
    await expectDocumented("GET", "/api/subscription/active", rival);
  });

  it("POST /api/translations/statuses and GET /api/registration/url-names", async () => {
    signedIn();
    await expectDocumented("POST", "/api/translations/statuses", await postTranslationStatuses(post("/api/translations/statuses", { type: "Product", ids: [1] }), undefined));
    const form = new NextRequest("http://localhost/api/translations/statuses", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    const notJson = await postTranslationStatuses(form, undefined);
    expect(notJson.status).toBe(415);
    await expectDocumented("POST", "/api/translations/statuses", notJson);
    const bad = await postTranslationStatuses(post("/api/translations/statuses", { ids: "x" }), undefined);
    expect(bad.status).toBe(400);
    await expectDocumented("POST", "/api/translations/statuses", bad);
    const names = await getUrlNames(get(`/api/registration/url-names?companyUrlName=${a.company.urlName}&storeUrlName=freenamezz`), undefined);
    expect(await expectDocumented("GET", "/api/registration/url-names", names)).toEqual({ companyUrlName: "taken", storeUrlName: "available", suggestion: null });
    const suggested = await getUrlNames(get(`/api/registration/url-names?suggestFrom=${encodeURIComponent("Кафе Ёлка")}&suggestFor=storeUrlName`), undefined);
    expect(await expectDocumented("GET", "/api/registration/url-names", suggested)).toEqual({ companyUrlName: null, storeUrlName: null, suggestion: "kafeelka" });
  });

  it("GET /api/registration/url-names: a user asking too often is refused with the catalogue key", async () => {
    session.actor = actorOf(b.companyManager);
    const statuses: number[] = [];
    for (let asked = 0; asked < 121; asked++) {
      statuses.push((await getUrlNames(get(`/api/registration/url-names?storeUrlName=probe${"x".repeat(asked % 30)}`), undefined)).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused = await getUrlNames(get("/api/registration/url-names?storeUrlName=probe"), undefined);
    expect(refused.status).toBe(429);
    expect(await expectDocumented("GET", "/api/registration/url-names", refused)).toEqual({ error: "rateLimited" });
  });

  it("POST /api/categories/several-get and /api/promotions/several-get: the caller's records, 400 for a malformed body", async () => {
    signedIn();
    const [category] = await database.db.insert(categories).values({ companyId: a.company.id, storeId: a.stores[0].id, level: "super", type: "products", section: "kitchen" }).returning();
    const found = await postSeveralCategories(post("/api/categories/several-get", { ids: [category!.id] }), undefined);
    expect(await expectDocumented("POST", "/api/categories/several-get", found)).toEqual([expect.objectContaining({ id: category!.id })]);
    const bad = await postSeveralPromotions(post("/api/promotions/several-get", { ids: [-1] }), undefined);
    expect(bad.status).toBe(400);
    await expectDocumented("POST", "/api/promotions/several-get", bad);
  });

  it("POST /api/uploads: 404 for a rival's store, 400 for a file that is no image", async () => {
    const upload = (storeId: number) => {
      const form = new FormData();
      form.set("file", new File([new TextEncoder().encode("not an image")], "notes.txt", { type: "text/plain" }));
      form.set("kind", "logo");
      form.set("storeId", String(storeId));
      return postUpload(new NextRequest("http://localhost/api/uploads", { method: "POST", body: form }), undefined);
    };
    session.actor = actorOf(b.companyManager);
    const rival = await upload(a.stores[0].id);
    expect(rival.status).toBe(404);
    await expectDocumented("POST", "/api/uploads", rival);
    signedIn();
    const text = await upload(a.stores[0].id);
    expect(text.status).toBe(400);
    await expectDocumented("POST", "/api/uploads", text);
  });

  it("GET /api/store-and-company-by-qr-key: a table's venue, 404 for an unknown key", async () => {
    session.actor = null;
    const found = await getByQrKey(get(`/api/store-and-company-by-qr-key?qrKey=${table.qrKey}`), undefined);
    expect(found.status).toBe(200);
    await expectDocumented("GET", "/api/store-and-company-by-qr-key", found);
    await expectDocumented("GET", "/api/store-and-company-by-qr-key", await getByQrKey(get("/api/store-and-company-by-qr-key?qrKey=nope"), undefined));
  });

  it("GET /api/tables/{id}/qr: an SVG for the caller's table, 404 for a rival, 400 for an unknown format", async () => {
    signedIn();
    const svg = await getTableQr(get(`/api/tables/${table.id}/qr`), idParams(String(table.id)));
    expect(svg.status).toBe(200);
    await expectDocumented("GET", "/api/tables/{id}/qr", svg);
    await expectDocumented("GET", "/api/tables/{id}/qr", await getTableQr(get(`/api/tables/${table.id}/qr?format=gif`), idParams(String(table.id))));
    session.actor = actorOf(b.companyManager);
    const rival = await getTableQr(get(`/api/tables/${table.id}/qr`), idParams(String(table.id)));
    expect(rival.status).toBe(404);
    await expectDocumented("GET", "/api/tables/{id}/qr", rival);
  });

  it("GET /api/exports/jobs/{id}, GET /api/imports/menu/jobs/{id} and GET /api/test-clock: 404 where there is nothing", async () => {
    signedIn();
    await expectDocumented("GET", "/api/exports/jobs/{id}", await getExportJob(get("/api/exports/jobs/2000000000"), idParams("2000000000")));
    const noImport = await getImportJob(get("/api/imports/menu/jobs/2000000000"), idParams("2000000000"));
    expect(noImport.status).toBe(404);
    await expectDocumented("GET", "/api/imports/menu/jobs/{id}", noImport);
    session.actor = null;
    const anonymous = await getImportJob(get("/api/imports/menu/jobs/1"), idParams("1"));
    expect(anonymous.status).toBe(401);
    await expectDocumented("GET", "/api/imports/menu/jobs/{id}", anonymous);
    signedIn();
    const clock = await getTestClock(get("/api/test-clock"), undefined);
    expect(clock.status).toBe(404);
    await expectDocumented("GET", "/api/test-clock", clock);
  });
});
