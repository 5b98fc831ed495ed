import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { NotFoundError, type ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { SUPPORT_VIEW_SECONDS, signSupportView } from "./support-view-cookie";

/**
 * The platform administrator opens a company's admin panel read-only: the start goes into the company's
 * history (and the end of a support view of another company still open into that one's), and the answer is
 * the signed cookie to carry and the first store to open. Anyone else, or a company without stores, is not found.
 */
export async function startSupportView(ctx: ServerContext, companyId: number): Promise<{ storeUrlKey: string; cookie: string; maxAge: number }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const [store] = await ctx.db.select({ urlKey: stores.urlKey }).from(stores).where(eq(stores.companyId, companyId)).orderBy(asc(stores.id)).limit(1);
  if (!store) throw new NotFoundError();
  const open = ctx.actor.supportView;
  await inTransaction(ctx, async (tx) => {
    if (open && open.companyId !== companyId) await recordAction(tx.db, tx, { companyId: open.companyId, event: "destroy", objectType: "support_view" });
    if (open?.companyId !== companyId) await recordAction(tx.db, tx, { companyId, event: "create", objectType: "support_view" });
  });
  const expiresAt = Math.floor(ctx.clock.now().getTime() / 1000) + SUPPORT_VIEW_SECONDS;
  const cookie = await signSupportView({ userId: ctx.actor.userId, jti: ctx.actor.jti, companyId, expiresAt });
  return { storeUrlKey: store.urlKey, cookie, maxAge: SUPPORT_VIEW_SECONDS };
}
