import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  createAbbreviationAction,
  deleteAbbreviationAction,
  updateAbbreviationAction,
} from "@/app/[locale]/root-domain/[storeurl]/admin-panel/settings/translations-map/actions";
import { abbreviations, actionHistory } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { createAbbreviation } from "@/lib/server/abbreviations/create-abbreviation";
import { deleteAbbreviation } from "@/lib/server/abbreviations/delete-abbreviation";
import { listAbbreviations } from "@/lib/server/abbreviations/list-abbreviations";
import { unsafeStoreTextRules } from "@/lib/server/abbreviations/unsafe-store-text-rules";
import { updateAbbreviation } from "@/lib/server/abbreviations/update-abbreviation";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, contextOf, type Tenant, type UserRow } from "../support/tenants";
import { session } from "../support/browser-session";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("the abbreviation map on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
    session.db = database.db;
  });
  const ctx = (user: UserRow) => contextOf(database.db, user);
  const rowsOf = (storeId: number) => database.db.select().from(abbreviations).where(eq(abbreviations.storeId, storeId)).orderBy(asc(abbreviations.id));

  it("adds, lists alphabetically, edits and deletes entries, each with its history entry", async () => {
    const storeId = a.stores[0].id;
    const manager = ctx(a.storeManager);
    const { id } = await createAbbreviation(manager, { storeId, short: "с/с", kind: "expand", full: "собственного производства" });
    await createAbbreviation(manager, { storeId, short: "Крафт", kind: "keep", full: "" });
    await createAbbreviation(ctx(a.companyManager), { storeId, short: "ассорт.", kind: "expand", full: "ассорти" });
    expect((await listAbbreviations(manager, storeId)).map((row) => row.short)).toEqual(["ассорт.", "Крафт", "с/с"]);

    const { version } = await updateAbbreviation(manager, { id, version: 1, short: "с/с", kind: "expand", full: "собственного приготовления" });
    expect(version).toBe(2);
    await expect(updateAbbreviation(manager, { id, version: 1, short: "с/с", kind: "expand", full: "x" })).rejects.toThrow(new DomainError("staleVersion"));
    expect(await deleteAbbreviation(manager, { id, version: 2 })).toEqual({ id });

    const history = await database.db
      .select({ event: actionHistory.event, before: actionHistory.before, after: actionHistory.after })
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, "abbreviation"), eq(actionHistory.objectId, id)))
      .orderBy(asc(actionHistory.id));
    expect(history).toEqual([
      { event: "create", before: null, after: { name: "с/с", full: "собственного производства", kind: "expand", version: 1 } },
      {
        event: "update",
        before: { name: "с/с", full: "собственного производства", kind: "expand", version: 1 },
        after: { name: "с/с", full: "собственного приготовления", kind: "expand", version: 2 },
      },
      { event: "destroy", before: { name: "с/с", full: "собственного приготовления", kind: "expand", version: 2 }, after: null },
    ]);
  });

  it("refuses the same abbreviation twice in a store, in any case and when saved at once, but not in another store", async () => {
    const [first, second] = a.stores;
    const manager = ctx(a.companyManager);
    await createAbbreviation(manager, { storeId: first.id, short: "ВИП", kind: "keep", full: "VIP" });
    await expect(createAbbreviation(manager, { storeId: first.id, short: "вип", kind: "keep", full: "" })).rejects.toThrow(new DomainError("abbreviationTaken", "short"));
    const racing = await Promise.allSettled(
      ["б/а", "Б/А"].map((short) => createAbbreviation(manager, { storeId: first.id, short, kind: "expand", full: "безалкогольный" })),
    );
    expect(racing.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(racing.find((outcome) => outcome.status === "rejected")).toMatchObject({ reason: { key: "abbreviationTaken", field: "short" } });
    await createAbbreviation(manager, { storeId: second.id, short: "ВИП", kind: "keep", full: "" });
    expect((await rowsOf(second.id)).map((row) => row.short)).toEqual(["ВИП"]);
  });

  it("hands the translation worker the store's rules: abbreviations to expand and names to keep", async () => {
    const storeId = b.stores[1].id;
    await createAbbreviation(ctx(b.companyManager), { storeId, short: "шт.", kind: "expand", full: "штук" });
    await createAbbreviation(ctx(b.companyManager), { storeId, short: "Лидо", kind: "keep", full: "" });
    await createAbbreviation(ctx(b.companyManager), { storeId, short: "Крафт", kind: "keep", full: "Kraft" });
    expect(await unsafeStoreTextRules(database.db, storeId)).toEqual({
      abbreviations: [{ short: "шт.", full: "штук" }],
      terms: [{ term: "Лидо" }, { term: "Крафт", translation: "Kraft" }],
    });
  });

  it("refuses every abbreviation function to a rival company and to a store manager of the sibling store, changing nothing", async () => {
    const storeId = a.stores[0].id;
    const { id } = await createAbbreviation(ctx(admin), { storeId, short: "гр.", kind: "expand", full: "граммов" });
    const before = await rowsOf(storeId);
    for (const user of [b.companyManager, b.storeManager]) {
      await expect(listAbbreviations(ctx(user), storeId)).rejects.toThrow(NotFoundError);
      await expect(createAbbreviation(ctx(user), { storeId, short: "x", kind: "keep", full: "" })).rejects.toThrow(NotFoundError);
      await expect(updateAbbreviation(ctx(user), { id, version: 1, short: "x", kind: "keep", full: "" })).rejects.toThrow(NotFoundError);
      await expect(deleteAbbreviation(ctx(user), { id, version: 1 })).rejects.toThrow(NotFoundError);
    }
    const sibling = ctx(a.unconfirmed);
    await expect(deleteAbbreviation(sibling, { id, version: 1 })).rejects.toThrow(NotFoundError);
    expect(await rowsOf(storeId)).toEqual(before);
  });

  it("answers the browser's calls: anonymous refused, rivals not found, bad input as field errors", async () => {
    const storeId = a.stores[0].id;
    session.actor = null;
    expect(await createAbbreviationAction({ storeId, short: "л.", kind: "expand", full: "литр" })).toEqual({ ok: false, error: "unauthorized" });
    session.actor = actorOf(b.companyManager);
    expect(await createAbbreviationAction({ storeId, short: "л.", kind: "expand", full: "литр" })).toEqual({ ok: false, error: "notFound" });
    session.actor = actorOf(a.storeManager);
    expect(await createAbbreviationAction({ storeId, short: "", kind: "expand", full: "" })).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { short: "required", full: "required" },
    });
    expect(await createAbbreviationAction({ storeId, short: "x".repeat(41), kind: "other", full: "" })).toMatchObject({
      ok: false,
      fieldErrors: { short: "maxLength:40", kind: "invalidValue" },
    });
    const created = await createAbbreviationAction({ storeId, short: "  л.  ", kind: "expand", full: "литр" });
    expect(created).toMatchObject({ ok: true });
    const id = created.ok ? created.data.id : 0;
    expect(await updateAbbreviationAction({ id, version: 1, short: "л.", kind: "keep", full: "" })).toEqual({ ok: true, data: { version: 2 } });
    session.actor = actorOf(b.companyManager);
    expect(await deleteAbbreviationAction({ id, version: 2 })).toEqual({ ok: false, error: "notFound" });
    session.actor = actorOf(a.companyManager);
    expect(await deleteAbbreviationAction({ id, version: 2 })).toEqual({ ok: true, data: { id } });
  });
});
