import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { actionHistory, itemTranslations } from "@/lib/db/schema";
import { ZCreateItem, ZUpdateItem } from "@/lib/schemas/items";
import { createItem } from "@/lib/server/items/create-item";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { updateItem } from "@/lib/server/items/update-item";
import { confirmTranslation } from "@/lib/server/translations/confirm-translation";
import { translateLanguage } from "@/lib/server/translations/translate-language";
import { translationCoverage } from "@/lib/server/translations/translation-coverage";
import { items } from "@/lib/db/schema";
import { engines } from "../support/engines";
import { contextOf } from "../support/tenants";
import { connectFakeLibreTranslate, kitchenCategory, translationWorld } from "../support/translation-jobs";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const engine = connectFakeLibreTranslate();

describe.each(engines())("per-field decisions on outdated translations on $engine", ({ create }) => {
  const { world, now, drain } = translationWorld(create);
  const categoryId = kitchenCategory(world);
  const db = () => world.database.db;
  const owner = () => contextOf(db(), world.a.companyManager, now);
  const rival = () => contextOf(db(), world.b.companyManager, now);
  const fields = (texts: Record<string, { title: string; description: string }>) => ({
    storeId: world.a.stores[0].id,
    categoryId: categoryId(),
    texts,
    photoId: null,
    portions: [{ weight: "350", unit: "g", price: "12.50" }],
    hidden: false,
    ageRestricted: false,
    schedule: null,
  });
  const versionOf = async (id: number) => (await db().select({ version: items.version }).from(items).where(eq(items.id, id)))[0]!.version;
  const save = async (id: number, texts: Record<string, { title: string; description: string }>) =>
    updateItem(owner(), ZUpdateItem.parse({ ...fields(texts), itemId: id, version: await versionOf(id) }));
  const english = async (id: number) => (await db().select().from(itemTranslations).where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "en"))))[0]!;
  const languages = async (id: number) => (await listCategoryItems(owner(), { storeId: world.a.stores[0].id, categoryId: categoryId() })).find((entry) => entry.id === id)!.languages;
  /** An item whose English texts the owner wrote by hand, then whose Russian texts changed. */
  const outdatedItem = async (ru: { title: string; description: string }) => {
    const en = { title: "Borscht", description: "With sour cream" };
    const { id } = await createItem(owner(), ZCreateItem.parse(fields({ ru: { title: "Борщ", description: "Со сметаной" }, en })));
    await save(id, { ru, en });
    return id;
  };

  it("keeps the Russian text each English field was made from, shows both changes, and confirms the description alone", async () => {
    const id = await outdatedItem({ title: "Борщ красный", description: "Без сметаны" });
    const both = {
      kind: "outdated",
      changes: [
        { field: "title", before: "Борщ", after: "Борщ красный" },
        { field: "description", before: "Со сметаной", after: "Без сметаны" },
      ],
    };
    expect((await languages(id)).en).toEqual(both);
    const coverage = await translationCoverage(owner(), { storeId: world.a.stores[0].id });
    expect(coverage.entries.find((entry) => entry.type === "Product" && entry.id === id)!.states.en).toEqual(both);

    await expect(confirmTranslation(rival(), { type: "Product", id, locale: "en", field: "description" })).rejects.toMatchObject({ key: "notFound" });
    await expect(confirmTranslation(owner(), { type: "Product", id, locale: "en", field: "name" })).rejects.toMatchObject({ key: "notFound" });
    expect((await languages(id)).en).toEqual(both);

    const opened = await versionOf(id);
    await expect(confirmTranslation(owner(), { type: "Product", id, locale: "en", field: "description" })).resolves.toEqual({ confirmed: true });
    expect((await languages(id)).en).toEqual({ kind: "outdated", changes: [both.changes[0]] });
    expect(await versionOf(id)).toBe(opened + 1);
    expect((await english(id)).sources.description).toEqual({ by: "owner", from: expect.any(String), text: "Без сметаны" });
    const history = await db()
      .select({ after: actionHistory.after })
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, "translation"), eq(actionHistory.objectId, id)));
    expect(history).toHaveLength(1);
    expect(history[0]!.after).toMatchObject({ type: "Product", locale: "en", sources: { description: { text: "Без сметаны" } } });

    await expect(confirmTranslation(owner(), { type: "Product", id, locale: "en", field: "title" })).resolves.toEqual({ confirmed: true });
    expect((await languages(id)).en).toEqual({ kind: "hand" });
  });

  it("retranslates only the outdated description, keeping the owner's title, and refuses a rival company", async () => {
    const id = await outdatedItem({ title: "Борщ", description: "Без сметаны" });
    expect((await languages(id)).en).toEqual({ kind: "outdated", changes: [{ field: "description", before: "Со сметаной", after: "Без сметаны" }] });

    await expect(translateLanguage(rival(), { type: "Product", id, locale: "en", field: "description" })).rejects.toMatchObject({ key: "notFound" });
    await drain();
    expect(await english(id)).toMatchObject({ title: "Borscht", description: "With sour cream" });

    const sent = engine().requests.length;
    await translateLanguage(owner(), { type: "Product", id, locale: "en", field: "description" });
    expect((await languages(id)).en).toEqual({ kind: "queued" });
    await drain();
    const requests = engine().requests.slice(sent).map((request) => request.body as { q: string | string[]; target: string });
    expect(requests.map((body) => [body.target, body.q])).toEqual([["en", expect.arrayContaining(["Без сметаны"])]]);
    expect(JSON.stringify(requests)).not.toContain("Борщ");
    expect(await english(id)).toMatchObject({ title: "Borscht", description: "[en] БЕЗ СМЕТАНЫ", machine: false });
    expect((await english(id)).sources).toMatchObject({ title: { by: "owner", text: "Борщ" }, description: { by: "machine", text: "Без сметаны" } });
    expect((await languages(id)).en).toEqual({ kind: "hand" });
  });
});
