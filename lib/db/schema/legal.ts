import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LEGAL_KINDS, type LegalKind } from "../../domain/legal";
import { id } from "./columns";
import { users } from "./users";

/** One version of a legal document (public offer, privacy policy, …) in one language, as Markdown; never edited, only superseded. */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    id: id(),
    kind: text().$type<LegalKind>().notNull(),
    locale: text().notNull(),
    version: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("legal_documents_kind_locale_version_key").on(table.kind, table.locale, table.version),
    check("legal_documents_kind_check", sql.raw(`kind in (${LEGAL_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
  ],
);

/** What a user accepted on registration: the versions of the offer and the privacy policy, and when. */
export const legalConsents = pgTable("legal_consents", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  companyId: integer("company_id"),
  locale: text().notNull(),
  offerVersion: integer("offer_version").notNull(),
  privacyVersion: integer("privacy_version").notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
});
