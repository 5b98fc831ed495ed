import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/types";
import { LEGAL_KINDS } from "@/lib/domain/legal";
import { engines } from "../support/engines";
import { contextOf, createTenant, insertUser } from "../support/tenants";

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

  it("only the platform administrator publishes versions; old versions stay in the history with their author", async () => {
    const { currentLegalDocument } = await import("@/lib/server/legal/documents");
    const { publishLegalDocument } = await import("@/lib/server/legal/publish-legal-document");
    const { legalDocumentHistory } = await import("@/lib/server/legal/legal-document-history");
    const { NotFoundError } = await import("@/lib/server/context");
    const tenant = await createTenant(database.db, "Legal Cafe");
    const admin = await insertUser(database.db, { role: "administrator", companyId: null });
    const asAdmin = contextOf(database.db, admin);
    const input = { kind: "privacy-policy" as const, locale: "en" as const, title: "Privacy policy", body: "# Privacy\n\nWe keep little." };
    await expect(publishLegalDocument(contextOf(database.db, tenant.companyManager), input)).rejects.toBeInstanceOf(NotFoundError);
    await expect(legalDocumentHistory(contextOf(database.db, tenant.companyManager), "offer", "en")).rejects.toBeInstanceOf(NotFoundError);
    expect(await publishLegalDocument(asAdmin, input)).toEqual({ version: 2 });
    expect(await publishLegalDocument(asAdmin, { ...input, body: "# Privacy\n\nv3" })).toEqual({ version: 3 });
    expect((await currentLegalDocument(database.db, "privacy-policy", "en"))?.body).toBe("# Privacy\n\nv3");
    const history = await legalDocumentHistory(asAdmin, "privacy-policy", "en");
    expect(history.map((row) => [row.version, row.author])).toEqual([
      [3, admin.email],
      [2, admin.email],
      [1, null],
    ]);
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
