import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { type ReviewWidgetSettingsInput, ZReviewWidgetSettings } from "@/lib/schemas/review-widget";
import { type WifiSettingsInput, ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { getStoreExtras } from "@/lib/server/venue-extras/get-store-extras";
import { updateReviewWidget } from "@/lib/server/venue-extras/update-review-widget";
import { updateWifiSettings } from "@/lib/server/venue-extras/update-wifi-settings";
import { engines } from "../support/engines";
import { contextOf, snapshot, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";

const NETWORK = { ssid: 'My "Cafe"; Wi-Fi, \\ :guest', encryption: "WPA", password: "s3cret;pass", hidden: true } as const;
const WIDGET =
  '<div style="width:560px;height:800px;overflow:hidden;position:relative;"><iframe style="width:100%;height:100%" src="https://yandex.by/maps-reviews-widget/1234567890?comments"></iframe><a href="https://yandex.by/maps/org/alpha/1234567890/" target="_blank">Alpha on the map — Yandex Maps</a></div>';

describe.each(engines())("Wi-Fi and review widget on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const storeRow = async (id: number) => (await database.db.select().from(stores).where(eq(stores.id, id)))[0]!;
  const saveWifi = (user: UserRow, input: WifiSettingsInput) => updateWifiSettings(ctx(user), ZWifiSettings.parse(input));
  const saveWidget = (user: UserRow, input: ReviewWidgetSettingsInput) => updateReviewWidget(ctx(user), ZReviewWidgetSettings.parse(input));
  const settingEntries = (storeId: number) =>
    database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.storeId, storeId), eq(actionHistory.objectType, "setting")))
      .orderBy(asc(actionHistory.id));

  it("saves the Wi-Fi network exactly, with a history entry, a new version and a new menu version", async () => {
    const store = a.stores[0];
    const loaded = await getStoreExtras(ctx(a.storeManager), store.id);
    expect(loaded).toMatchObject({ storeId: store.id, version: 1, wifi: null, reviewWidget: null, name: store.name });
    // The trial starts (a menu version of its own) the first time anything asks; the save then adds one more.
    await settleSubscriptions({ db: database.db, clock: { now: () => new Date() } }, store.id);
    const before = await storeRow(store.id);

    expect(await saveWifi(a.storeManager, { storeId: store.id, version: 1, ...NETWORK })).toEqual({ version: 2 });
    const row = await storeRow(store.id);
    expect(row.wifi).toEqual(NETWORK);
    expect(row.menuVersion).toBe(before.menuVersion + 1);
    const [entry] = await settingEntries(store.id);
    expect(entry).toMatchObject({ event: "update", userId: a.storeManager.id, companyId: a.company.id, objectId: store.id, before: { wifi: null }, after: { wifi: NETWORK } });

    await saveWifi(a.storeManager, { storeId: store.id, version: 2, ssid: "Open", encryption: "nopass", password: "forgotten", hidden: false });
    expect((await storeRow(store.id)).wifi).toEqual({ ssid: "Open", encryption: "nopass", password: "", hidden: false });
  });

  it("an empty network name takes Wi-Fi off the menu", async () => {
    const store = a.stores[0];
    const { version } = await getStoreExtras(ctx(a.companyManager), store.id);
    await saveWifi(a.companyManager, { storeId: store.id, version, ssid: "", encryption: "WPA", password: "", hidden: false });
    expect((await storeRow(store.id)).wifi).toBeNull();
  });

  it("refuses a save made from an outdated page and changes nothing", async () => {
    const store = a.stores[1];
    await saveWifi(a.companyManager, { storeId: store.id, version: 1, ...NETWORK });
    const before = await snapshot(database.db);
    const stale = saveWifi(a.companyManager, { storeId: store.id, version: 1, ...NETWORK, ssid: "Other" });
    await expect(stale).rejects.toEqual(new DomainError("staleVersion"));
    await expect(saveWidget(a.companyManager, { storeId: store.id, version: 1, code: WIDGET })).rejects.toEqual(new DomainError("staleVersion"));
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("refuses invalid Wi-Fi and widget input before anything is written", async () => {
    const store = a.stores[0];
    const before = await snapshot(database.db);
    const { version } = await getStoreExtras(ctx(a.companyManager), store.id);
    expect(() => ZWifiSettings.parse({ storeId: store.id, version, ...NETWORK, password: "short" })).toThrow("wifiWpaPassword");
    expect(() => ZWifiSettings.parse({ storeId: store.id, version, ...NETWORK, ssid: "Ж".repeat(17) })).toThrow("wifiSsidTooLong");
    expect(() => ZReviewWidgetSettings.parse({ storeId: store.id, version, code: `${WIDGET}<script>alert(1)</script>` })).toThrow("reviewWidgetFormat");
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("stores only the normalised widget and clears it with an empty field", async () => {
    const store = a.stores[0];
    const { version } = await getStoreExtras(ctx(a.companyManager), store.id);
    const menuVersion = (await storeRow(store.id)).menuVersion;
    await saveWidget(a.companyManager, { storeId: store.id, version, code: WIDGET });
    const row = await storeRow(store.id);
    expect(row.reviewWidget).toEqual({ provider: "yandex", orgId: "1234567890" });
    expect(row.menuVersion).toBe(menuVersion + 1);
    expect(JSON.stringify(await settingEntries(store.id))).not.toContain("iframe");

    await saveWidget(a.companyManager, { storeId: store.id, version: version + 1, code: "" });
    expect((await storeRow(store.id)).reviewWidget).toBeNull();
  });

  it("another company's staff can neither read nor change the settings; an administrator can", async () => {
    const store = a.stores[0];
    const { version } = await getStoreExtras(ctx(admin), store.id);
    const before = await snapshot(database.db);
    for (const intruder of [b.companyManager, b.storeManager, a.unconfirmed]) {
      await expect(getStoreExtras(ctx(intruder), store.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(saveWifi(intruder, { storeId: store.id, version, ...NETWORK })).rejects.toBeInstanceOf(NotFoundError);
      await expect(saveWidget(intruder, { storeId: store.id, version, code: WIDGET })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(saveWifi(a.storeManager, { storeId: a.stores[1].id, version: 2, ...NETWORK })).rejects.toBeInstanceOf(NotFoundError);
    expect(await snapshot(database.db)).toEqual(before);
    expect(await saveWifi(admin, { storeId: store.id, version, ...NETWORK })).toEqual({ version: version + 1 });
  });
});
