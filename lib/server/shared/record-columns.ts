import "server-only";
import { getTableColumns, type Table } from "drizzle-orm";

type RecordColumns<T extends Table> = Omit<T["_"]["columns"], "createdAt" | "updatedAt">;

/** A table's columns for an API record: everything but the bookkeeping timestamps. */
export function recordColumns<T extends Table>(table: T): RecordColumns<T> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  delete columns.createdAt;
  delete columns.updatedAt;
  return columns as RecordColumns<T>;
}
