import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { DomainError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

/** An image may be attached only when it was uploaded for this store (or its company) as the right kind. */
export async function assertStoreUpload(db: Db, store: ScopedStore, uploadId: number | null, kind: "photo" | "icon", field: string) {
  if (uploadId === null) return;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.companyId, store.companyId),
        eq(uploads.kind, kind),
        or(eq(uploads.storeId, store.id), isNull(uploads.storeId)),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError("invalidValue", field);
}
