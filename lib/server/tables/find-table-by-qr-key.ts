import "server-only";
import { eq, sql } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { isQrKey } from "../../domain/qr-key";
import type { ScanTarget } from "../../sites/table-menu-url";
import { customDomainRouted } from "../stores/routed-custom-domain";

/** The public QR lookup (SPEC §3): where a scanned key leads, or null for an unknown or malformed key. */
export async function findTableByQrKey(db: Db, qrKey: unknown): Promise<ScanTarget | null> {
  if (!isQrKey(qrKey)) return null;
  const [row] = await db
    .select({
      store_url_key: stores.urlKey,
      // A scan leads to the custom domain only once it is routed (enabled and proven).
      custom_domain_enabled: sql<boolean>`${customDomainRouted}`,
      custom_domain: stores.customDomain,
      position: storeTables.position,
    })
    .from(storeTables)
    .innerJoin(stores, eq(stores.id, storeTables.storeId))
    .where(eq(storeTables.qrKey, qrKey))
    .limit(1);
  return row ?? null;
}
