import fc from "fast-check";
import { formatValue } from "@/components/admin/settings/actions-history/format-value";
import { describe, expect, it } from "vitest";
import { diffDocuments, flattenDocument } from "@/lib/domain/history-diff";
import { fieldLabelParts, isInternalField } from "@/lib/domain/history-fields";
import { isReorderSnapshot } from "@/lib/domain/history-label";

const changes = (before: unknown, after: unknown) => diffDocuments(before, after).filter((row) => row.kind !== "unchanged");

describe("flattenDocument", () => {
  it("flattens nested objects into dotted paths", () => {
    const flat = flattenDocument({ hidden: false, names: { ru: "Акции", en: "Deals" }, schedule: { days: [1, 2], start: "10:00" } });
    expect([...flat.entries()]).toEqual([
      ["hidden", false],
      ["names.ru", "Акции"],
      ["names.en", "Deals"],
      ["schedule.days", [1, 2]],
      ["schedule.start", "10:00"],
    ]);
  });

  it("indexes arrays of objects and keeps empty containers and nulls as leaves", () => {
    const flat = flattenDocument({ portions: [{ price: "5.00" }, { price: "7.50" }], tags: [], meta: {}, photo: null });
    expect(Object.fromEntries(flat)).toEqual({ "portions.0.price": "5.00", "portions.1.price": "7.50", tags: [], meta: {}, photo: null });
  });

  it("has no fields for a missing or empty document, and one unnamed field for a plain value", () => {
    expect(flattenDocument(null).size).toBe(0);
    expect(flattenDocument(undefined).size).toBe(0);
    expect(flattenDocument({}).size).toBe(0);
    expect([...flattenDocument("text")]).toEqual([["", "text"]]);
  });
});

describe("diffDocuments", () => {
  it("reports every field of a created object as added", () => {
    expect(changes(null, { hidden: false, names: { en: "Deals" } })).toEqual([
      { path: "hidden", kind: "added", after: false },
      { path: "names.en", kind: "added", after: "Deals" },
    ]);
  });

  it("reports every field of a destroyed object as removed", () => {
    expect(changes({ position: 2, names: { ru: "Акции" } }, null)).toEqual([
      { path: "position", kind: "removed", before: 2 },
      { path: "names.ru", kind: "removed", before: "Акции" },
    ]);
  });

  it("reports changed, added and removed fields of an update and keeps unchanged ones marked", () => {
    const rows = diffDocuments(
      { hidden: false, position: 1, names: { ru: "Акции", en: "Deals" } },
      { hidden: true, position: 1, names: { ru: "Акции", zh: "优惠" } },
    );
    expect(rows).toEqual([
      { path: "hidden", kind: "changed", before: false, after: true },
      { path: "position", kind: "unchanged", before: 1, after: 1 },
      { path: "names.ru", kind: "unchanged", before: "Акции", after: "Акции" },
      { path: "names.en", kind: "removed", before: "Deals" },
      { path: "names.zh", kind: "added", after: "优惠" },
    ]);
  });

  it("compares arrays of plain values as whole values", () => {
    expect(changes({ schedule: { days: [1, 2] } }, { schedule: { days: [1, 2, 3] } })).toEqual([
      { path: "schedule.days", kind: "changed", before: [1, 2], after: [1, 2, 3] },
    ]);
    expect(changes({ days: [1, 2] }, { days: [1, 2] })).toEqual([]);
  });

  it("treats a value turning into an object as removal plus additions", () => {
    expect(changes({ banner: null }, { banner: { id: 4 } })).toEqual([
      { path: "banner", kind: "removed", before: null },
      { path: "banner.id", kind: "added", after: 4 },
    ]);
  });

  it("finds no change between equal documents and covers every field of both sides", () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), tie("object")),
      object: fc.dictionary(fc.string({ minLength: 1 }).filter((key) => !key.includes(".")), tie("value"), { maxKeys: 4 }),
    })).object;
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(changes(a, structuredClone(a))).toEqual([]);
        const paths = new Set(diffDocuments(a, b).map((row) => row.path));
        for (const path of [...flattenDocument(a).keys(), ...flattenDocument(b).keys()]) expect(paths.has(path)).toBe(true);
      }),
    );
  });
});

describe("fields shown in the difference", () => {
  it("hides versions, ids, timestamps and the internal order of sub-entries, and keeps what people change", () => {
    const rows = diffDocuments(
      { version: 1, id: 68, categoryId: 3, position: 2, updatedAt: "2030-01-01", portions: [{ id: 9, price: "5.00", position: 1 }], texts: { en: { title: "Tea" } } },
      { version: 2, id: 68, categoryId: 4, position: 3, updatedAt: "2030-01-02", portions: [{ id: 10, price: "6.00", position: 2 }], texts: { en: { title: "Green tea" } } },
    ).filter((row) => row.kind !== "unchanged" && !isInternalField(row.path));
    expect(rows.map((row) => row.path)).toEqual(["position", "portions.0.price", "texts.en.title"]);
    expect(isInternalField("copiedFrom.categoryId")).toBe(false);
  });

  it("reads a dotted path as labelled parts: field, language, numbered entry", () => {
    expect(fieldLabelParts("portions.0.price")).toEqual([
      { kind: "entry", of: "portions", number: 1 },
      { kind: "field", key: "price" },
    ]);
    expect(fieldLabelParts("names.en")).toEqual([
      { kind: "field", key: "name" },
      { kind: "locale", code: "en" },
    ]);
    expect(fieldLabelParts("texts.zh.description")).toEqual([
      { kind: "field", key: "description" },
      { kind: "locale", code: "zh" },
    ]);
    expect(fieldLabelParts("schedule.days")).toEqual([
      { kind: "field", key: "schedule" },
      { kind: "field", key: "days" },
    ]);
    expect(fieldLabelParts("hidden")).toEqual([{ kind: "field", key: "hidden" }]);
  });

  it("reads a venue's texts kept by language first as the field in that language", () => {
    expect(fieldLabelParts("en.menuInfo")).toEqual([
      { kind: "field", key: "menuInfo" },
      { kind: "locale", code: "en" },
    ]);
  });

  it("names reorderings apart from changes of the object itself", () => {
    expect(isReorderSnapshot({ categoryId: 3, order: [2, 1] })).toBe(true);
    expect(isReorderSnapshot({ hidden: true })).toBe(false);
    expect(isReorderSnapshot(null)).toBe(false);
  });
});

describe("formatValue", () => {
  it("reads a recorded moment in the store's time zone, and leaves other texts as they are", () => {
    const minsk = new Intl.DateTimeFormat("en", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Minsk" });
    const moment = (at: Date) => minsk.format(at);
    expect(formatValue("2030-05-02T06:00:00.000Z", moment)).toEqual({ kind: "text", text: "May 2, 2030 at 9:00 AM" });
    expect(formatValue("2030-05-02T06:00:00.000Z")).toEqual({ kind: "text", text: "2030-05-02T06:00:00.000Z" });
    expect(formatValue("2030-05-02", moment)).toEqual({ kind: "text", text: "2030-05-02" });
  });
});
