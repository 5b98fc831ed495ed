import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { updateWifiSettingsAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/wifi/actions";
import { updateReviewWidgetAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/yandex-reviews/actions";
import { stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { engines } from "../support/engines";
import { actorOf, snapshot, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";
import { session } from "../support/browser-session";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const WIDGET = '<div><iframe src="https://yandex.ru/maps-reviews-widget/777?comments"></iframe></div>';
const HOSTILE = [
  "<script>window.__pwned = 1</script>",
  '<img src=x onerror="window.__pwned = 1">',
  `${WIDGET}<script>window.__pwned = 1</script>`,
  WIDGET.replace("yandex.ru", "evil.example"),
  '<div><iframe src="https://yandex.ru/maps-reviews-widget/777?comments"></iframe><a href="javascript:alert(1)">x</a></div>',
];

describe.each(engines())("Wi-Fi and review widget actions on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
  });

  const storeRow = async (id: number) => (await database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  it("refuses hostile widget code sent past the form with the catalogue key, storing nothing", async () => {
    session.actor = actorOf(a.companyManager);
    const storeId = a.stores[0].id;
    const before = await snapshot(database.db);
    for (const code of HOSTILE) {
      expect(await updateReviewWidgetAction({ storeId, version: 1, code })).toEqual({ ok: false, error: "invalid", fieldErrors: { code: "reviewWidgetFormat" } });
    }
    expect(await updateReviewWidgetAction({ storeId, version: 1, widget: { provider: "yandex", orgId: "1" } })).toMatchObject({ ok: false, error: "invalid" });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("saves the pasted widget and a network sent as the forms send them", async () => {
    session.actor = actorOf(a.storeManager);
    const storeId = a.stores[0].id;
    expect(await updateReviewWidgetAction({ storeId, version: 1, code: WIDGET })).toEqual({ ok: true, data: { version: 2 } });
    const wifi = { ssid: "Кафе; \"Уют\"", encryption: "WEP", password: "ab:c;", hidden: false };
    expect(await updateWifiSettingsAction({ storeId, version: 2, ...wifi })).toEqual({ ok: true, data: { version: 3 } });
    expect(await storeRow(storeId)).toMatchObject({ reviewWidget: { provider: "yandex", orgId: "777" }, wifi });
    expect(await updateWifiSettingsAction({ storeId, version: 3, ...wifi, password: "abc" })).toEqual({ ok: false, error: "invalid", fieldErrors: { password: "wifiWepPassword" } });
  });

  it("refuses other companies and anonymous callers as not found, changing nothing", async () => {
    const storeId = a.stores[0].id;
    const { version } = await storeRow(storeId);
    const before = await snapshot(database.db);
    for (const user of [b.companyManager, b.storeManager]) {
      session.actor = actorOf(user);
      expect(await updateReviewWidgetAction({ storeId, version, code: "" })).toEqual({ ok: false, error: "notFound" });
      expect(await updateWifiSettingsAction({ storeId, version, ssid: "", encryption: "WPA", password: "", hidden: false })).toEqual({ ok: false, error: "notFound" });
    }
    session.actor = null;
    expect(await updateWifiSettingsAction({ storeId, version, ssid: "", encryption: "WPA", password: "", hidden: false })).toEqual({ ok: false, error: "unauthorized" });
    expect(await snapshot(database.db)).toEqual(before);
  });
});
