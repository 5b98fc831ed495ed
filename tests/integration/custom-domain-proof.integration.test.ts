import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { ZStoreSettings } from "@/lib/schemas/store-settings";
import { DOMAIN_GRACE_MS, DOMAIN_RECHECK_MS, proofRecordName, proofRecordValue } from "@/lib/sites/domain-proof";
import { type LocalDnsServer, startDnsServer } from "../support/dns-server";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, snapshot, type Tenant, type UserRow } from "../support/tenants";

const HOUR = 60 * 60_000;
let dns: LocalDnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  vi.stubEnv("DNS_SERVERS", dns.server);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await dns.close();
});

const server = async () => ({
  ...(await import("@/lib/server/stores/get-store-settings-form")),
  ...(await import("@/lib/server/stores/update-store-settings")),
  ...(await import("@/lib/server/stores/get-custom-domain-state")),
  ...(await import("@/lib/server/stores/check-custom-domain")),
  ...(await import("@/lib/server/stores/find-store-by-site")),
  ...(await import("@/lib/server/stores/recheck-custom-domains-job")),
  ...(await import("@/lib/jobs/job-worker")),
  ...(await import("@/lib/jobs/enqueue-job")),
});

describe.each(engines())("custom domains proven by a DNS TXT record on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, lib: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    ({ database, a, b } = world);
    lib = await server();
  });

  const ctx = (user: UserRow, now = new Date()) => contextOf(database.db, user, now);
  const claim = async (user: UserRow, storeId: number, customDomain: string) => {
    const { values } = await lib.getStoreSettingsForm(ctx(user), storeId);
    return lib.updateStoreSettings(ctx(user), ZStoreSettings.parse({ ...values, customDomainEnabled: true, customDomain }));
  };
  const state = (user: UserRow, storeId: number) => lib.getCustomDomainState(ctx(user), storeId);
  const routed = (domain: string) => lib.findStoreBySite(database.db, { kind: "custom", domain });
  const worker = (now: Date) => lib.createJobWorker({ db: database.db, handlers: { [lib.DOMAIN_RECHECK_JOB]: lib.recheckCustomDomains }, now: () => now });

  it("routes a domain only after its record proves it, keeps it through a short outage and fails it after the grace", async () => {
    const store = a.stores[0];
    const domain = `menu.${store.urlKey}.test`;
    await claim(a.companyManager, store.id, domain);
    const pending = await state(a.companyManager, store.id);
    expect(pending).toMatchObject({ domain, enabled: true, status: "pending", failure: null, recordName: `_carta.${domain}` });
    expect(pending.recordValue).toMatch(/^carta-verify=[0-9a-f]{32}$/);
    expect(await routed(domain)).toBeNull();

    expect(await lib.checkCustomDomain(ctx(a.companyManager), { storeId: store.id })).toMatchObject({ status: "failed", failure: "no_record" });
    dns.setTxt(proofRecordName(domain), "carta-verify=someone-else", "v=spf1 -all");
    expect(await lib.checkCustomDomain(ctx(a.companyManager), { storeId: store.id })).toMatchObject({ status: "failed", failure: "wrong_value" });
    expect(await routed(domain)).toBeNull();

    dns.setTxt(proofRecordName(domain), "v=spf1 -all", pending.recordValue);
    const verified = await lib.checkCustomDomain(ctx(a.storeManager), { storeId: store.id });
    expect(verified).toMatchObject({ status: "verified", failure: null, routedUntil: null });
    expect(verified.verifiedAt).toBeInstanceOf(Date);
    expect((await routed(domain))?.id).toBe(store.id);

    // The recurring job finds the record gone: the domain stays routed through the grace, then fails.
    dns.remove(proofRecordName(domain));
    await lib.enqueueJob(database.db, lib.DOMAIN_RECHECK_JOB, {}, { dedupeKey: lib.DOMAIN_RECHECK_JOB });
    const firstMiss = new Date(Date.now() + DOMAIN_RECHECK_MS + 1000);
    expect(await worker(firstMiss).runOnce()).toBe(true);
    const during = await state(a.companyManager, store.id);
    expect(during).toMatchObject({ status: "verified", failure: "no_record", routedUntil: new Date(firstMiss.getTime() + DOMAIN_GRACE_MS) });
    expect((await routed(domain))?.id).toBe(store.id);
    const [queued] = await database.db.select().from(jobs).where(eq(jobs.kind, lib.DOMAIN_RECHECK_JOB));
    expect(queued).toMatchObject({ status: "queued", attempts: 0, runAt: new Date(firstMiss.getTime() + lib.DOMAIN_SWEEP_MS) });

    const afterGrace = new Date(firstMiss.getTime() + DOMAIN_GRACE_MS + HOUR);
    expect(await worker(afterGrace).runOnce()).toBe(true);
    expect(await state(a.companyManager, store.id)).toMatchObject({ status: "failed", failure: "no_record", verifiedAt: null, routedUntil: null });
    expect(await routed(domain)).toBeNull();

    dns.breakName(proofRecordName(domain));
    const later = new Date(afterGrace.getTime() + 2 * HOUR);
    expect(await lib.checkCustomDomain(ctx(a.companyManager, later), { storeId: store.id })).toMatchObject({ status: "failed", failure: "dns_error" });
  });

  it("lets two stores claim one domain while unproven; the first to prove it wins and the other reads taken", async () => {
    const domain = "shared-claim.example.test";
    expect(await claim(a.companyManager, a.stores[1].id, domain)).toEqual({ version: 2 });
    expect(await claim(b.companyManager, b.stores[0].id, domain)).toEqual({ version: 2 });
    const [ours, theirs] = await Promise.all([state(a.companyManager, a.stores[1].id), state(b.companyManager, b.stores[0].id)]);
    expect(ours.recordValue).not.toBe(theirs.recordValue);

    dns.setTxt(proofRecordName(domain), theirs.recordValue, ours.recordValue);
    const outcomes = await Promise.all([
      lib.checkCustomDomain(ctx(a.companyManager), { storeId: a.stores[1].id }),
      lib.checkCustomDomain(ctx(b.companyManager), { storeId: b.stores[0].id }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["failed", "verified"]);
    expect(outcomes.find((outcome) => outcome.status === "failed")).toMatchObject({ failure: "taken" });
    const winner = outcomes[0]!.status === "verified" ? a.stores[1].id : b.stores[0].id;
    expect((await routed(domain))?.id).toBe(winner);

    // Once proven, the domain is reserved: a third store cannot even claim it.
    await expect(claim(b.companyManager, b.stores[1].id, domain)).rejects.toMatchObject({ key: "domainTaken", field: "customDomain" });
  });

  it("starts a changed domain over as pending and unrouted", async () => {
    const store = b.stores[1];
    const first = `first.${store.urlKey}.test`;
    await claim(b.companyManager, store.id, first);
    const { recordValue } = await state(b.companyManager, store.id);
    dns.setTxt(proofRecordName(first), recordValue);
    expect(await lib.checkCustomDomain(ctx(b.companyManager), { storeId: store.id })).toMatchObject({ status: "verified" });
    const second = `second.${store.urlKey}.test`;
    await claim(b.companyManager, store.id, second);
    expect(await state(b.companyManager, store.id)).toMatchObject({ domain: second, status: "pending", verifiedAt: null, recordValue });
    expect(await routed(first)).toBeNull();
    expect(await routed(second)).toBeNull();
  });

  it("limits Check now per store", async () => {
    const store = b.stores[1];
    const start = new Date(Date.now() + 400 * HOUR);
    for (let attempt = 0; attempt < 5; attempt += 1) await lib.checkCustomDomain(ctx(b.companyManager, start), { storeId: store.id });
    await expect(lib.checkCustomDomain(ctx(b.companyManager, start), { storeId: store.id })).rejects.toMatchObject({ key: "rateLimited" });
    const nextWindow = new Date(start.getTime() + HOUR);
    expect(await lib.checkCustomDomain(ctx(b.companyManager, nextWindow), { storeId: store.id })).toMatchObject({ domain: `second.${store.urlKey}.test` });
  });

  it("shows and checks a store's domain only to its own managers", async () => {
    const target = a.stores[0];
    const before = await snapshot(database.db);
    const [row] = await database.db.select({ token: stores.customDomainToken }).from(stores).where(eq(stores.id, target.id));
    for (const rival of [b.companyManager, b.storeManager]) {
      await expect(state(rival, target.id)).rejects.toMatchObject({ key: "notFound" });
      await expect(lib.checkCustomDomain(ctx(rival), { storeId: target.id })).rejects.toMatchObject({ key: "notFound" });
    }
    // A store manager of the same company's other store is no manager of this one either.
    const sibling = a.stores[1];
    await expect(state(a.storeManager, sibling.id)).rejects.toMatchObject({ key: "notFound" });
    await expect(lib.checkCustomDomain(ctx(a.storeManager), { storeId: sibling.id })).rejects.toMatchObject({ key: "notFound" });
    expect(await snapshot(database.db)).toEqual(before);
    expect(proofRecordValue(row!.token)).toBe((await state(a.companyManager, target.id)).recordValue);
  });
});
