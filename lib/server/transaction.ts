import "server-only";
import type { Db } from "../db/types";
import type { ServerContext } from "./context";

/** Runs `work` in one transaction with a context whose `db` is that transaction. */
export function inTransaction<C extends ServerContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db }));
}
