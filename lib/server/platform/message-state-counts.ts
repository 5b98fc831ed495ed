import "server-only";
import { sql } from "drizzle-orm";
import { contactMessages } from "../../db/schema/contact";
import { NotFoundError, type ServerContext } from "../context";

/** The contact message states, in the inbox's order. */
export const MESSAGE_STATES = contactMessages.state.enumValues;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const isMessageState = (value: unknown): value is MessageState => (MESSAGE_STATES as readonly unknown[]).includes(value);

/** How many contact messages each state holds, and all of them; for the platform administrator alone. */
export async function messageStateCounts(ctx: ServerContext): Promise<Record<MessageState | "all", number>> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const rows = await ctx.db.select({ state: contactMessages.state, total: sql<number>`count(*)::int` }).from(contactMessages).groupBy(contactMessages.state);
  const of = (state: MessageState) => rows.find((row) => row.state === state)?.total ?? 0;
  return { all: rows.reduce((sum, row) => sum + row.total, 0), new: of("new"), answered: of("answered"), closed: of("closed") };
}
