import "server-only";
import { abbreviations } from "../../db/schema/abbreviations";
import { DomainError } from "../context";
import { uniqueViolation } from "../shared/unique-violation";
import { storeOwned } from "../tenancy/store-owned";

export const abbreviationRows = storeOwned(abbreviations);

/** Calls on the abbreviation `input.id`: they act on its store. */
export const ABBREVIATION_OF_INPUT = abbreviationRows.scopeOf("id");

/** What the history keeps of an entry. */
export const abbreviationSnapshot = (row: { short: string; full: string; kind: string; version: number }) => ({
  name: row.short,
  full: row.full,
  kind: row.kind,
  version: row.version,
});

/** Runs a write; the same abbreviation twice in a store (in any case, even saved concurrently) becomes the catalogue error. */
export async function guardAbbreviation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === "abbreviations_store_short_key") throw new DomainError("abbreviationTaken", "short");
    throw error;
  }
}
