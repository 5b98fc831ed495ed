import "server-only";
import type { Db } from "../../db/types";
import type { Clock } from "../context";
import { soldOutEndsAt } from "../menu/sold-out-ends";
import { guestMenuAccess } from "../subscriptions/guest-menu-access";
import { PAGE_STORE_HEADER, PAGE_UNTIL_HEADER } from "./render-page";

/**
 * What the page cache must know of a venue's guest page it asked for: the venue (its changes retire the
 * page) and the moment what guests may see changes by the dates alone (a plan's next change, the first
 * sold-out mark to lapse), as the headers the page carries to the cache.
 */
export async function pageFacts(ctx: { db: Db; clock: Clock }, storeId: number): Promise<Record<string, string>> {
  const [access, soldOutEnds] = await Promise.all([guestMenuAccess(ctx, storeId), soldOutEndsAt(ctx.db, storeId, ctx.clock.now())]);
  const until = Math.min(access.until?.getTime() ?? Infinity, soldOutEnds?.getTime() ?? Infinity);
  return { [PAGE_STORE_HEADER]: String(storeId), ...(Number.isFinite(until) ? { [PAGE_UNTIL_HEADER]: String(until) } : {}) };
}
