import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { MANAGERS_PER_STORE } from "../../constants";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { DomainError, NotFoundError } from "../context";

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/**
 * The store must belong to the company and have room for one more store manager (SPEC §5).
 * Locks the store row so that two concurrent additions cannot both take the last place.
 */
export async function assertStoreHasRoom(tx: Db, companyId: number, storeId: number, exceptUserId = 0): Promise<void> {
  const store = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.companyId, companyId)))
    .for("update");
  if (store.length === 0) throw new NotFoundError();
  const [row] = await tx
    .select({ managers: count() })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.role, "store_manager"), ne(users.id, exceptUserId)));
  if ((row?.managers ?? 0) >= MANAGERS_PER_STORE) throw new DomainError(`managersLimit:${MANAGERS_PER_STORE}`, "storeId");
}

/** A company's user that its managers may act on; administrators and other companies' users are not found. */
export async function lockStaffTarget(tx: Db, companyId: number, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      storeId: users.storeId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      uiLocale: users.uiLocale,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), ne(users.role, "administrator")))
    .for("update");
  if (!row) throw new NotFoundError();
  return row;
}
