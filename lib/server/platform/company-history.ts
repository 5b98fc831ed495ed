import "server-only";
import { desc, eq } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { NotFoundError, type ServerContext } from "../context";
import { selectActionRows, toActionListEntry } from "../history/action-entry";
import { historyObjectNames } from "../history/object-names";

/** How many of a company's latest history entries its console page shows. */
export const COMPANY_HISTORY_SIZE = 30;

/** A company's latest actions history entries, in all its stores, for the platform administrator alone. */
export async function companyHistory(ctx: ServerContext, companyId: number, locale: string) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const rows = await selectActionRows(ctx.db)
    .where(eq(actionHistory.companyId, companyId))
    .orderBy(desc(actionHistory.createdAt), desc(actionHistory.id))
    .limit(COMPANY_HISTORY_SIZE);
  const names = await historyObjectNames(
    ctx.db,
    rows.map(({ entry }) => entry),
    locale,
  );
  return rows.map((row) => toActionListEntry(row, names));
}
