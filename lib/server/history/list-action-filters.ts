import "server-only";
import { asc, eq } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { users } from "../../db/schema/users";
import type { StoreContext } from "../context";
import { historyScope } from "./history-scope";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** The choices of the history filters: the users and object types that occur in the entries the actor may read. */
export const listActionFilters = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext) => {
  const { where } = historyScope(ctx);
  const [people, types] = await Promise.all([
    ctx.db
      .selectDistinct({ id: actionHistory.userId, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(actionHistory)
      .leftJoin(users, eq(users.id, actionHistory.userId))
      .where(where),
    ctx.db.selectDistinct({ objectType: actionHistory.objectType }).from(actionHistory).where(where).orderBy(asc(actionHistory.objectType)),
  ]);
  const userOptions = people
    .filter((person): person is typeof person & { id: number } => person.id !== null)
    .map((person) => ({
      id: person.id,
      name: person.email === null ? null : [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email,
    }))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "") || a.id - b.id);
  return { users: userOptions, objectTypes: types.map((type) => type.objectType) };
});
