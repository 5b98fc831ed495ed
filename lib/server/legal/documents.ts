import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { legalConsents, legalDocuments } from "../../db/schema";
import type { Db } from "../../db/types";
import type { LegalKind } from "../../domain/legal";
import { DEFAULT_UI_LOCALE } from "../../i18n/locales";


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
