import { currentBuildId } from "@/lib/server/build-id";
import { systemClock } from "@/lib/server/context";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { id: currentBuildId(), timestamp: systemClock.now().getTime() },
    { headers: { "Cache-Control": "no-store, max-age=0" } },
  );
}
