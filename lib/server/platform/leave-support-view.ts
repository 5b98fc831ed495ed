import "server-only";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";

/** Ends the actor's support view, recorded in that company's history; the company it was, or null when none was open. */
export async function leaveSupportView(ctx: ServerContext): Promise<number | null> {
  const open = ctx.actor.supportView;
  if (!open) return null;
  await recordAction(ctx.db, ctx, { companyId: open.companyId, event: "destroy", objectType: "support_view" });
  return open.companyId;
}
