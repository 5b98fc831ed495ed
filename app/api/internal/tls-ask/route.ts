import type { NextRequest } from "next/server";
import { db } from "@/lib/db/runtime";
import { env } from "@/lib/env";
import { ZTlsAskQuery } from "@/lib/schemas/custom-domain";
import { isEdgeCaller } from "@/lib/server/auth/edge-caller";
import { jsonError, publicRoute } from "@/lib/server/auth/route";
import { mayIssueCertificate } from "@/lib/server/stores/may-issue-certificate";
import { publicSites } from "@/lib/sites/public-origin";

export const dynamic = "force-dynamic";

/** The edge's on-demand TLS question (Caddy `on_demand_tls { ask }`): 200 only for hosts Carta serves, asked by the edge itself. */
export const GET = publicRoute(async (request: NextRequest) => {
  const config = env();
  if (!isEdgeCaller(request.headers, config.TRUSTED_PROXIES)) return jsonError(403, "Forbidden");
  const query = ZTlsAskQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success || !(await mayIssueCertificate(await db(), query.data.domain, publicSites(config)))) return jsonError(404, "Not found");
  return Response.json({ domain: query.data.domain }, { headers: { "Cache-Control": "no-store" } });
});
