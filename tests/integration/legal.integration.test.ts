import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/types";
import { LEGAL_KINDS } from "@/lib/domain/legal";
import { engines } from "../support/engines";
import { createTenant, insertUser } from "../support/tenants";

vi.mock("server-only", () => ({}));

describe.each(engines())("legal documents on $engine", ({ create }) => {
  let database: Database;

  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database.close());

  it("ships placeholders in every interface language that say they are placeholders", async () => {
    const { currentLegalDocument } = await import("@/lib/server/legal/documents");
    const expected = { ru: "заглушка", en: "placeholder", zh: "占位" };
    for (const kind of LEGAL_KINDS) {
      for (const [locale, word] of Object.entries(expected)) {
        const document = await currentLegalDocument(database.db, kind, locale);
        expect(document).toMatchObject({ kind, locale, version: 1 });
        expect(document!.body).toContain(word);
      }
    }
    expect((await currentLegalDocument(database.db, "privacy-policy", "en"))?.title).toBe("Privacy policy");
    expect((await currentLegalDocument(database.db, "privacy", "en"))?.title).toBe("Consent to personal data processing");
    // A language without its own text falls back to Russian.
    expect(await currentLegalDocument(database.db, "offer", "ar")).toMatchObject({ locale: "ru" });
  });

  it("only the platform administrator publishes versions; old versions stay in the history", async () => {
    const { currentLegalDocument, legalHistory, publishLegalVersion, LegalForbidden } = await import("@/lib/server/legal/documents");
    const tenant = await createTenant(database.db, "Legal Cafe");
    const manager = tenant.companyManager;
    const admin = await insertUser(database.db, { role: "administrator", companyId: null });
    const input = { kind: "privacy-policy" as const, locale: "en", title: "Privacy policy", body: "# Privacy\n\nWe keep little." };
    await expect(publishLegalVersion(database.db, manager, input)).rejects.toBeInstanceOf(LegalForbidden);
    expect(await publishLegalVersion(database.db, admin, input)).toBe(2);
    expect(await publishLegalVersion(database.db, admin, { ...input, body: "# Privacy\n\nv3" })).toBe(3);
    expect((await currentLegalDocument(database.db, "privacy-policy", "en"))?.body).toBe("# Privacy\n\nv3");
    expect((await legalHistory(database.db, "privacy-policy", "en")).map((row) => row.version)).toEqual([3, 2, 1]);
    expect((await currentLegalDocument(database.db, "privacy-policy", "ru"))?.version).toBe(1);
  });

  it("records the accepted versions and the time on registration, and refuses without both consents", async () => {
    const { recordConsent, ConsentRequired } = await import("@/lib/server/legal/documents");
    const user = await insertUser(database.db, { role: "company_manager", companyId: null });
    const base = { userId: user.id, companyId: null, locale: "en" };
    await expect(recordConsent(database.db, { ...base, acceptOffer: true, acceptPrivacy: false })).rejects.toBeInstanceOf(ConsentRequired);
    await expect(recordConsent(database.db, { ...base, acceptOffer: false, acceptPrivacy: true })).rejects.toBeInstanceOf(ConsentRequired);
    const before = Date.now();
    const consent = await recordConsent(database.db, { ...base, acceptOffer: true, acceptPrivacy: true });
    expect(consent).toMatchObject({ userId: user.id, offerVersion: 1, privacyVersion: 3 });
    expect(consent.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });
});
