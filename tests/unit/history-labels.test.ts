import { getTableColumns, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { abbreviations } from "@/lib/db/schema/abbreviations";
import { billingInfo } from "@/lib/db/schema/billing";
import { categories, categoryTranslations, itemTranslations, items, portions } from "@/lib/db/schema/menu";
import { promotionCategories, promotionTranslations, promotions } from "@/lib/db/schema/promotions";
import { storeTranslations } from "@/lib/db/schema/store-translations";
import { stores } from "@/lib/db/schema/stores";
import { storeTables } from "@/lib/db/schema/tables";
import { uploads } from "@/lib/db/schema/uploads";
import { users } from "@/lib/db/schema/users";
import { NO_DIETARY } from "@/lib/domain/dietary";
import { HISTORY_FIELD_SETS, HISTORY_OBJECT_TYPES, HISTORY_VALUE_SETS, historyValueSet } from "@/lib/schemas/history-catalogue";
import { isInternalField } from "@/lib/domain/history-fields";
import { UI_LOCALES } from "@/lib/i18n/locales";
import { zSchedule } from "@/lib/schemas/menu-common";
import { ZPhone, ZWorkingHours } from "@/lib/schemas/store-settings";
import { ZWifiSettings } from "@/lib/schemas/wifi-settings";
import { messageAt as message } from "../support/message-at";

const columns = (table: Table) => Object.keys(getTableColumns(table));
const shape = (schema: { shape: Record<string, unknown> } | { in: { shape: Record<string, unknown> } }) => Object.keys("shape" in schema ? schema.shape : schema.in.shape);

/** Every key a history document can hold: the snapshotted tables' columns, their JSON parts, and the keys the snapshot builders compose. */
const RECORDED_KEYS = [
  ...[categories, items, portions, promotions, promotionCategories, storeTables, billingInfo].flatMap(columns),
  ...["title", "description"].filter((key) => columns(itemTranslations).includes(key) && columns(promotionTranslations).includes(key)),
  ...["name"].filter((key) => columns(categoryTranslations).includes(key)),
  ...["description", "address", "menuInfo", "phoneLabels"].filter((key) => columns(storeTranslations).includes(key)),
  ...["kind", "width", "height", "variants"].filter((key) => columns(uploads).includes(key)),
  ...["full", "kind"].filter((key) => columns(abbreviations).includes(key)),
  ...["firstName", "lastName", "email", "role"].filter((key) => columns(users).includes(key)),
  ...["name", "urlKey", "address", "description", "phones", "workingHours", "socialLinks", "seoTitle", "seoDescription", "menuInfo", "logoLightId", "logoDarkId", "currency", "timezone", "primaryLocale", "contentLocales", "customDomainEnabled", "customDomain", "wifi", "reviewWidget"].filter((key) => columns(stores).includes(key)),
  ...shape(zSchedule),
  ...shape(ZPhone),
  ...shape(ZWorkingHours),
  ...shape(ZWifiSettings),
  ...Object.keys(NO_DIETARY),
  ...["width", "height", "bytes", "key"],
  ...["provider", "orgId"],
  ...["texts", "portions", "names", "variants", "company", "subcategories", "items", "order", "copiedFrom"],
  ...["invoiceNumber", "amount", "reference", "planKey", "mode", "periods", "currency", "reason"],
];
const FIELDS = [...new Set(RECORDED_KEYS)].filter((key) => !isInternalField(key) && !key.endsWith("At"));

describe.each(UI_LOCALES)("the actions history in %s", (locale) => {
  it("names every kind of object it records", () => {
    expect(HISTORY_OBJECT_TYPES.filter((type) => !message(locale, `history.objects.${type}`))).toEqual([]);
  });

  it("names every field a history document can hold", () => {
    expect(FIELDS.filter((key) => !message(locale, `history.fields.${key}`))).toEqual([]);
    for (const [, set] of Object.entries(HISTORY_FIELD_SETS)) expect(set.keys.filter((key) => !message(locale, `${set.labels}.${key}`))).toEqual([]);
  });

  it("names every value of a fixed set, and yes and no", () => {
    const missing = Object.entries(HISTORY_VALUE_SETS).flatMap(([field, set]) => set.values.filter((value) => !message(locale, `${set.labels}.${value}`)).map((value) => `${field}=${value}`));
    expect(missing).toEqual([]);
    expect([message(locale, "history.values.yes"), message(locale, "history.values.no")]).not.toContain(undefined);
  });

  it("says each thing once: no two labels of the detail page read the same", () => {
    const words = [message(locale, "history.detail.changes"), message(locale, "history.diff.change"), message(locale, "history.events.update"), message(locale, "history.diff.kinds.changed")];
    expect(new Set(words).size).toBe(words.length);
  });
});

describe("which value set a history field's values come from", () => {
  it("finds it by the field's last key, also inside lists and under allergens", () => {
    expect(historyValueSet("mode")).toBe("mode");
    expect(historyValueSet("portions.1.unit")).toBe("unit");
    expect(historyValueSet("dietary.allergens.milk")).toBe("allergen");
    expect(historyValueSet("reviewWidget.provider")).toBe("provider");
    expect(historyValueSet("names.en")).toBeNull();
  });
});
