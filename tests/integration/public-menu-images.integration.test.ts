import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, stores, uploads } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import type { MenuCategory } from "@/lib/domain/menu-tree";
import { loadStoreLogos } from "@/lib/server/menu/load-store-logos";
import { findStoreBySite } from "@/lib/server/stores/find-store-by-site";
import { engines } from "../support/engines";

const variants = [
  { width: 320, height: 213, bytes: 9000, key: "a/320.webp" },
  { width: 1200, height: 800, bytes: 60000, key: "a/1200.webp" },
];

const allItems = (tree: MenuCategory[]): MenuCategory["items"] =>
  tree.flatMap((category) => [...category.items, ...allItems(category.children)]);

describe.each(engines())("public menu images on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "owner@images.test", password: "password-1" });
  });
  afterAll(async () => database?.close());

  it("joins item photos and store logos with their variant URLs", async () => {
    const store = (await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" }))!;
    expect(await loadStoreLogos(database.db, store.id)).toEqual({ light: null, dark: null });
    const [upload] = await database.db
      .insert(uploads)
      .values({ companyId: store.companyId, storeId: store.id, kind: "photo", width: 1200, height: 800, variants })
      .returning();
    const [first] = allItems(await loadPublicMenu(database.db, store.id, "en", "ru"));
    await database.db.update(items).set({ photoId: upload!.id }).where(eq(items.id, first!.id));
    await database.db.update(stores).set({ logoDarkId: upload!.id }).where(eq(stores.id, store.id));

    const loaded = allItems(await loadPublicMenu(database.db, store.id, "en", "ru"));
    expect(loaded.find((item) => item.id === first!.id)?.photo).toEqual({
      width: 1200,
      height: 800,
      variants: [
        { width: 320, height: 213, url: "/files/a/320.webp" },
        { width: 1200, height: 800, url: "/files/a/1200.webp" },
      ],
    });
    expect(loaded.filter((item) => item.id !== first!.id).every((item) => item.photo === null)).toBe(true);
    const logos = await loadStoreLogos(database.db, store.id);
    expect(logos.light).toBeNull();
    expect(logos.dark?.variants.at(-1)?.url).toBe("/files/a/1200.webp");
  });
});
