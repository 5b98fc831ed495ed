import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { legalDocuments } from "../../db/schema";
import type { LegalDocumentInput } from "../../schemas/legal";
import { NotFoundError, type ServerContext } from "../context";
import { inTransaction } from "../transaction";

/** Publishes a new version of a legal document (earlier ones stay as its history); anyone but the platform administrator is refused as not found. */
export async function publishLegalDocument(ctx: ServerContext, input: LegalDocumentInput): Promise<{ version: number }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  return inTransaction(ctx, async (tx) => {
    const [latest] = await tx.db
      .select({ version: legalDocuments.version })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, input.kind), eq(legalDocuments.locale, input.locale)))
      .orderBy(desc(legalDocuments.version))
      .limit(1)
      .for("update");
    const version = (latest?.version ?? 0) + 1;
    await tx.db.insert(legalDocuments).values({ ...input, version, authorId: ctx.actor.userId, createdAt: ctx.clock.now() });
    return { version };
  });
}
