import "server-only";
import { eq } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { isReorderSnapshot } from "../../domain/history-label";

export interface ActionListEntry {
  id: number;
  createdAt: Date;
  event: "create" | "update" | "destroy";
  objectType: string;
  objectId: number | null;
  objectName: string | null;
  /** a new order of the object's children (objectName names the parent) */
  reorder: boolean;
  userId: number | null;
  userName: string | null;
  storeName: string | null;
}

/** History entries with who made them and in which store; the caller adds its scope and order. */
export function selectActionRows(db: Db) {
  return db
    .select({ entry: actionHistory, firstName: users.firstName, lastName: users.lastName, email: users.email, storeName: stores.name })
    .from(actionHistory)
    .leftJoin(users, eq(users.id, actionHistory.userId))
    .leftJoin(stores, eq(stores.id, actionHistory.storeId));
}

type ActionRow = Awaited<ReturnType<ReturnType<typeof selectActionRows>["execute"]>>[number];

/** What a reader sees of one entry: the object's name of its time and the author's name. */
export function toActionListEntry({ entry, firstName, lastName, email, storeName }: ActionRow, names: Map<number, string | null>): ActionListEntry {
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    event: entry.event,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectName: names.get(entry.id) ?? null,
    reorder: isReorderSnapshot(entry.after),
    userId: entry.userId,
    userName: email === null ? null : [firstName, lastName].filter(Boolean).join(" ") || email,
    storeName,
  };
}
