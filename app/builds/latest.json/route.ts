import { currentBuildId } from "@/lib/server/build-id";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { id: currentBuildId(), timestamp: Date.now() },
    { headers: { "Cache-Control": "no-store, max-age=0" } },
  );
}
