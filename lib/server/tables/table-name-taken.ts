import "server-only";
import { DomainError } from "../context";
import { uniqueViolation } from "../shared/unique-violation";

const NAME_CONSTRAINT = "store_tables_store_id_name_key";

/** Runs a write; a duplicate name in the store, even one saved concurrently, becomes the catalogue error. */
export async function guardTableName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === NAME_CONSTRAINT) throw new DomainError("tableNameTaken", "name");
    throw error;
  }
}
