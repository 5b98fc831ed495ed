import type { NextRequest } from "next/server";
import { db } from "@/lib/db/runtime";
import { ZQrKeyQuery } from "@/lib/schemas/qr-key-query";
import { jsonError, publicRoute } from "@/lib/server/auth/route";
import { findTableByQrKey } from "@/lib/server/tables/find-table-by-qr-key";

export const dynamic = "force-dynamic";

/** SPEC §7, public: where a table's QR key leads (store_url_key, custom_domain_enabled, custom_domain, position). */
export const GET = publicRoute(async (request: NextRequest) => {
  const query = ZQrKeyQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const target = query.success ? await findTableByQrKey(await db(), query.data.qrKey) : null;
  if (!target) return jsonError(404, "Not found");
  return Response.json(target, { headers: { "Cache-Control": "no-store" } });
});
