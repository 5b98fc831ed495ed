import "server-only";
import { DomainError } from "./context";

/**
 * Optimistic concurrency: updates carry the version the editor saw (`where version = ?`,
 * `set version = version + 1`); no updated row means someone saved in between.
 */
export function assertFresh<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new DomainError("staleVersion");
  return row;
}
