import { describe, expect, it } from "vitest";
import { confirmedSources, fieldNeedsEngine, fieldOutdated, handedOverSources, stampedSources } from "@/lib/domain/translations/field-sources";

const row = (by: "machine" | "owner", from: string | null, text = "Borscht") => ({ machine: by === "machine", sources: { title: { by, from } }, fields: { title: text } });

describe("per-field translation state", () => {
  it("redoes the engine's field when its primary text changed, and fills a missing one", () => {
    expect(fieldNeedsEngine(row("machine", "h1"), "title", "Борщ", "h2")).toBe(true);
    expect(fieldNeedsEngine(row("machine", "h1"), "title", "Борщ", "h1")).toBe(false);
    expect(fieldNeedsEngine(undefined, "title", "Борщ", "h1")).toBe(true);
    expect(fieldNeedsEngine(undefined, "title", "", "h0")).toBe(false);
    expect(fieldNeedsEngine(row("machine", null, ""), "title", "Борщ", "h1")).toBe(true);
  });

  it("never hands the owner's field to the engine, but marks it outdated once its primary text changed", () => {
    expect(fieldNeedsEngine(row("owner", "h1"), "title", "Борщ", "h2")).toBe(false);
    expect(fieldOutdated(row("owner", "h1"), "title", "h2")).toBe(true);
    expect(fieldOutdated(row("owner", "h1"), "title", "h1")).toBe(false);
    expect(fieldOutdated(row("owner", "h1", ""), "title", "h2")).toBe(false);
  });

  it("keeps each field's origin apart: the owner's title does not stop the engine's description", () => {
    const mixed = { machine: false, sources: { title: { by: "owner" as const, from: "t1" }, description: { by: "machine" as const, from: "d1" } }, fields: { title: "Borscht", description: "With sour cream" } };
    expect(fieldNeedsEngine(mixed, "description", "Без сметаны", "d2")).toBe(true);
    expect(fieldNeedsEngine(mixed, "title", "Борщ", "t1")).toBe(false);
  });

  it("stamps only the owner's fields just written, falling back on the language's origin for older rows", () => {
    const legacy = { machine: false, sources: { description: { by: "machine" as const, from: "d1" } } };
    expect(stampedSources(legacy, ["title", "description"], { title: { from: "t2", text: "Борщ" }, description: { from: "d2", text: "Со сметаной" } })).toEqual({
      title: { by: "owner", from: "t2", text: "Борщ" },
      description: { by: "machine", from: "d1" },
    });
    expect(stampedSources({ machine: true, sources: {} }, ["title"], { title: { from: "t2", text: "Борщ" } })).toBeNull();
  });

  it("confirms one outdated field and leaves the other one outdated", () => {
    const both = {
      machine: false,
      sources: { title: { by: "owner" as const, from: "t1", text: "Борщ" }, description: { by: "owner" as const, from: "d1", text: "Со сметаной" } },
      fields: { title: "Borscht", description: "With sour cream" },
    };
    const now = { title: { from: "t2", text: "Борщ красный" }, description: { from: "d2", text: "Без сметаны" } };
    const confirmed = confirmedSources(both, ["title", "description"], now, "description")!;
    expect(confirmed).toEqual({ title: both.sources.title, description: { by: "owner", from: "d2", text: "Без сметаны" } });
    expect(fieldOutdated({ ...both, sources: confirmed }, "title", "t2")).toBe(true);
    expect(fieldOutdated({ ...both, sources: confirmed }, "description", "d2")).toBe(false);
    expect(confirmedSources(both, ["title", "description"], { ...now, title: { from: "t1", text: "Борщ" } }, "title")).toBeNull();
  });

  it("hands one field over to the engine, the owner's other field staying the owner's", () => {
    const handed = handedOverSources({ machine: false, sources: { title: { by: "owner", from: "t1" }, description: { by: "owner", from: "d1" } } }, ["title", "description"], "description");
    const stored = { machine: false, sources: handed, fields: { title: "Borscht", description: "With sour cream" } };
    expect(fieldNeedsEngine(stored, "description", "Без сметаны", "d2")).toBe(true);
    expect(fieldNeedsEngine(stored, "title", "Борщ", "t2")).toBe(false);
  });
});
