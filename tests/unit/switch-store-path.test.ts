import { describe, expect, it } from "vitest";
import { switchStorePath } from "@/components/admin/shell/switch-store-path";
import { isReservedStoreUrlKey, storeUrlKey } from "@/lib/domain/store-url";

describe("switchStorePath", () => {
  it("keeps the section, and the tab of settings and subscription", () => {
    expect(switchStorePath("/en/demo/admin-panel/kitchen", "bar")).toBe("/en/bar/admin-panel/kitchen");
    expect(switchStorePath("/ru/demo/admin-panel/settings/users", "bar")).toBe("/ru/bar/admin-panel/settings/users");
    expect(switchStorePath("/zh/demo/admin-panel/subscription/history", "bar")).toBe("/zh/bar/admin-panel/subscription/history");
  });

  it("drops ids that belong to the old store", () => {
    expect(switchStorePath("/en/demo/admin-panel/kitchen/42", "bar")).toBe("/en/bar/admin-panel/kitchen");
    expect(switchStorePath("/en/demo/admin-panel/settings/actions-history/7", "bar")).toBe("/en/bar/admin-panel/settings/actions-history");
  });

  it("falls back to the admin panel's home", () => {
    expect(switchStorePath("/en/demo/admin-panel", "bar")).toBe("/en/bar/admin-panel");
    expect(switchStorePath("/en/elsewhere", "bar")).toBe("/en/bar/admin-panel");
  });
});

describe("store URL keys", () => {
  it("are lower case and avoid the root site's host labels and page names", () => {
    expect(storeUrlKey(" BlueBar ")).toBe("bluebar");
    for (const key of ["www", "stg", "localhost", "register", "platform", "offer", "privacy", "api"]) expect(isReservedStoreUrlKey(key, [])).toBe(true);
    expect(isReservedStoreUrlKey("custom", ["custom", "other"])).toBe(true);
    expect(isReservedStoreUrlKey("bluebar", ["api", "admin"])).toBe(false);
  });
});
