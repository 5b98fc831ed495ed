import { and, desc, eq } from "drizzle-orm";
import { legalConsents, legalDocuments } from "../../db/schema";
import type { Db } from "../../db/types";
import type { LegalKind } from "../../domain/legal";
import { DEFAULT_UI_LOCALE } from "../../i18n/locales";


export class LegalForbidden extends Error {
  constructor() {
    super("Only the platform administrator edits legal documents");
    this.name = "LegalForbidden";
  }
}

export class ConsentRequired extends Error {
  constructor() {
    super("The public offer and the privacy policy must be accepted");
    this.name = "ConsentRequired";
  }
}

/** The latest version in `locale`, else in the default language. */
export async function currentLegalDocument(db: Db, kind: LegalKind, locale: string) {
  for (const candidate of locale === DEFAULT_UI_LOCALE ? [locale] : [locale, DEFAULT_UI_LOCALE]) {
    const [row] = await db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.locale, candidate)))
      .orderBy(desc(legalDocuments.version))
      .limit(1);
    if (row) return row;
  }
  return null;
}

/** Every version in `locale`, newest first. */
export async function legalHistory(db: Db, kind: LegalKind, locale: string) {
  return db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.locale, locale)))
    .orderBy(desc(legalDocuments.version));
}

/** Publishes a new version (the old ones stay in the history); only the platform administrator may. */
export async function publishLegalVersion(
  db: Db,
  actor: { id: number; role: string },
  input: { kind: LegalKind; locale: string; title: string; body: string },
): Promise<number> {
  if (actor.role !== "administrator") throw new LegalForbidden();
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: legalDocuments.version })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, input.kind), eq(legalDocuments.locale, input.locale)))
      .orderBy(desc(legalDocuments.version))
      .limit(1)
      .for("update");
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(legalDocuments).values({ ...input, title: input.title.trim(), version, authorId: actor.id });
    return version;
  });
}

/** Records that a registering user accepted the current offer and privacy policy; refuses without both. */
export async function recordConsent(
  db: Db,
  input: { userId: number; companyId: number | null; locale: string; acceptOffer: boolean; acceptPrivacy: boolean },
) {
  if (!input.acceptOffer || !input.acceptPrivacy) throw new ConsentRequired();
  const [offer, privacy] = await Promise.all([currentLegalDocument(db, "offer", input.locale), currentLegalDocument(db, "privacy-policy", input.locale)]);
  const [row] = await db
    .insert(legalConsents)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      locale: input.locale,
      offerVersion: offer?.version ?? 0,
      privacyVersion: privacy?.version ?? 0,
    })
    .returning();
  return row!;
}
