import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { listReceivedMessages } from "@/lib/server/contact/received-messages";
import { messageStateCounts } from "@/lib/server/platform/message-state-counts";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant, type UserRow } from "../support/tenants";

describe.each(engines())("the console's inbox filed by state on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    const message = (subject: string, state: "new" | "answered" | "closed") => ({ name: "Anna", email: "anna@example.com", subject, body: "Hello", locale: "en", state });
    await database.db.insert(contactMessages).values([message("First", "new"), message("Second", "new"), message("Third", "answered"), message("Fourth", "closed")]);
  });

  it("counts the messages of each state and lists those of the state asked for", async () => {
    const ctx = contextOf(database.db, admin);
    expect(await messageStateCounts(ctx)).toEqual({ all: 4, new: 2, answered: 1, closed: 1 });
    expect((await listReceivedMessages(ctx, "new")).map((row) => row.subject).sort()).toEqual(["First", "Second"]);
    expect((await listReceivedMessages(ctx, "closed")).map((row) => row.subject)).toEqual(["Fourth"]);
    expect(await listReceivedMessages(ctx)).toHaveLength(4);
  });

  it("is the platform administrator's alone", async () => {
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      await expect(messageStateCounts(contextOf(database.db, user))).rejects.toThrow(NotFoundError);
      await expect(listReceivedMessages(contextOf(database.db, user), "new")).rejects.toThrow(NotFoundError);
    }
  });
});
