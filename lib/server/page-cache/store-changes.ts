import "server-only";
import { channel } from "node:diagnostics_channel";

/**
 * What the page cache (in the HTTP server, server/main.ts) needs to hear from the app (in Next.js): a
 * store's guest pages changed, every page may have changed, the notifications stopped or started being
 * trustworthy, the test clock moved. Node's named channels reach every copy of this module in the process,
 * whichever bundle it was compiled into, without any object shared between them.
 */
export type StoreChange =
  | { type: "changed"; storeId: number }
  | { type: "everything" }
  | { type: "lost" }
  | { type: "ready" }
  | { type: "clock"; offsetMs: number };

export const storeChanges = channel("carta.page-cache.store-changes");

export function publishStoreChange(change: StoreChange): void {
  storeChanges.publish(change);
}
