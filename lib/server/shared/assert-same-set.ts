import "server-only";
import { DomainError } from "../context";

/** A reorder must name every current row once: anything else means the list changed meanwhile. */
export function assertSameSet(current: number[], submitted: number[]): void {
  const wanted = new Set(submitted);
  if (wanted.size !== submitted.length || current.length !== submitted.length || current.some((id) => !wanted.has(id))) {
    throw new DomainError("staleVersion");
  }
}
