import { publicRoute } from "@/lib/server/auth/route";
import { checkHealth } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export const GET = publicRoute(async () => {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
