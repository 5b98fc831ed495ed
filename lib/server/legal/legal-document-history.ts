import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { legalDocuments, users } from "../../db/schema";
import type { LegalKind } from "../../domain/legal";
import { NotFoundError, type ServerContext } from "../context";

/** Every version of a document in one language, newest first, with who published it; for the platform administrator alone. */
export async function legalDocumentHistory(ctx: ServerContext, kind: LegalKind, locale: string) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  return ctx.db
    .select({
      version: legalDocuments.version,
      title: legalDocuments.title,
      body: legalDocuments.body,
      createdAt: legalDocuments.createdAt,
      author: users.email,
    })
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.authorId))
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.locale, locale)))
    .orderBy(desc(legalDocuments.version));
}
