import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { suggestUrlName } from "@/lib/server/registration/suggest-url-name";
import { engines } from "../support/engines";

describe.each(engines())("URL name suggestions on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "owner@suggest.test", password: "password-1" });
  });
  afterAll(async () => database?.close());

  it("spells a Cyrillic name in Latin letters only", async () => {
    expect(await suggestUrlName(database.db, "Кафе «Ёлка» 22", "storeUrlName")).toBe("kafeelka");
    expect(await suggestUrlName(database.db, "Кафе «Ёлка» 22", "companyUrlName")).toBe("kafeelka");
  });

  it("adds a letter to a name another venue or company has, or the service keeps", async () => {
    expect(await suggestUrlName(database.db, "Demo", "storeUrlName")).toBe("demoa");
    expect(await suggestUrlName(database.db, "Demo", "companyUrlName")).toBe("demo");
    expect(await suggestUrlName(database.db, "Carta Demo", "companyUrlName")).toBe("cartademoa");
    expect(await suggestUrlName(database.db, "Admin", "storeUrlName")).toBe("admina");
  });

  it("suggests nothing for a name without a letter to spell", async () => {
    expect(await suggestUrlName(database.db, "咖啡 22", "storeUrlName")).toBeNull();
  });
});
