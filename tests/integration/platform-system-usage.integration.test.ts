import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, contactReplies, jobs, uploads } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { mailFailures } from "@/lib/server/platform/mail-failures";
import { storageByCompany } from "@/lib/server/platform/storage-by-company";
import { translationUsageByProvider } from "@/lib/server/platform/translation-usage-by-provider";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant, type UserRow } from "../support/tenants";

const NOW = new Date("2026-03-15T12:00:00Z");
const month = (text: string) => new Date(`${text}-10T12:00:00Z`);

describe.each(engines())("the console's mail failures, translation usage and storage on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    const db = database.db;
    const [message] = await db.insert(contactMessages).values({ name: "Anna", email: "Anna@Cafe.Example", body: "Help", locale: "en" }).returning();
    const [reply] = await db.insert(contactReplies).values({ messageId: message!.id, body: "Here you go" }).returning();
    const insertJob = async (name: string, values: Partial<typeof jobs.$inferInsert> & { kind: string }) => {
      const [row] = await db.insert(jobs).values({ payload: {}, ...values }).returning({ id: jobs.id });
      ids[name] = row!.id;
    };
    await insertJob("reply", { kind: "contact.reply", payload: { replyId: reply!.id }, status: "failed", attempts: 5, maxAttempts: 5, lastError: "550 mailbox unavailable" });
    await insertJob("confirm", { kind: "contact.confirm", payload: { messageId: message!.id }, status: "queued", attempts: 1, lastError: "connect ECONNREFUSED" });
    await insertJob("sent", { kind: "contact.mail", payload: { messageId: message!.id }, status: "done", attempts: 1 });
    await insertJob("waiting", { kind: "contact.confirm", payload: { messageId: message!.id }, status: "queued", attempts: 0 });
    await insertJob("export", { kind: "menu.export", status: "failed", attempts: 5, lastError: "no fonts" });
    const translated = (provider: string | null, sent: number, at: Date) =>
      db.insert(jobs).values({ kind: "translation.text", payload: {}, status: "done", attempts: 1, result: { provider, sentCharacters: sent, savedCharacters: 5 }, updatedAt: at, companyId: a.company.id });
    await translated("deepl", 100, month("2026-03"));
    await translated("deepl", 50, month("2026-03"));
    await translated("libretranslate", 7, month("2026-03"));
    await translated(null, 30, month("2026-02"));
    await translated("deepl", 999, month("2025-01"));
    const image = (companyId: number, bytes: number[]) => ({ companyId, kind: "photo" as const, width: 10, height: 10, variants: bytes.map((size, n) => ({ width: n, height: n, bytes: size, key: `k${n}` })) });
    await db.insert(uploads).values([image(a.company.id, [1000, 3000]), image(a.company.id, [500]), image(b.company.id, [9000])]);
  });

  it("lists mail that did not go out, failed or waiting for another attempt, with the recipient's domain only", async () => {
    const failures = await mailFailures(contextOf(database.db, admin, NOW));
    expect(failures.map((row) => row.id).sort()).toEqual([ids.reply, ids.confirm].sort());
    expect(failures.find((row) => row.id === ids.reply)).toMatchObject({ kind: "contact.reply", domain: "cafe.example", retrying: false, lastError: "550 mailbox unavailable" });
    expect(failures.find((row) => row.id === ids.confirm)).toMatchObject({ kind: "contact.confirm", domain: "cafe.example", retrying: true });
    expect(JSON.stringify(failures)).not.toContain("Anna@");
  });

  it("adds up translation characters per provider and month over the last twelve months", async () => {
    expect(await translationUsageByProvider(contextOf(database.db, admin, NOW))).toEqual([
      { month: "2026-03", provider: "deepl", sentCharacters: 150, savedCharacters: 10 },
      { month: "2026-03", provider: "libretranslate", sentCharacters: 7, savedCharacters: 5 },
      { month: "2026-02", provider: null, sentCharacters: 30, savedCharacters: 5 },
    ]);
  });

  it("adds up each company's image storage, largest first", async () => {
    expect(await storageByCompany(contextOf(database.db, admin, NOW))).toEqual([
      { companyId: b.company.id, name: "Beta", images: 1, bytes: 9000 },
      { companyId: a.company.id, name: "Alpha", images: 2, bytes: 4500 },
    ]);
  });

  it("is the platform administrator's alone", async () => {
    for (const user of [a.companyManager, a.storeManager, b.companyManager]) {
      const ctx = contextOf(database.db, user, NOW);
      await expect(mailFailures(ctx)).rejects.toThrow(NotFoundError);
      await expect(translationUsageByProvider(ctx)).rejects.toThrow(NotFoundError);
      await expect(storageByCompany(ctx)).rejects.toThrow(NotFoundError);
    }
  });
});
