import type { Database } from "../../db/types";
import { log } from "../../log";
import { siteConfig } from "../../sites/site-config";
import { createPageCache, type PageCache } from "./page-cache";

const holder = globalThis as unknown as { cartaPageCache?: PageCache };

/** Hands the page cache to the HTTP server (scripts/serve.mjs), which consults it before Next.js. */
export async function installPageCache(database: Database): Promise<void> {
  if (holder.cartaPageCache) return;
  try {
    holder.cartaPageCache = await createPageCache({ database, siteConfig: siteConfig() });
  } catch (error) {
    log.warn({ message: (error as Error).message }, "page cache unavailable; every page renders");
  }
}
