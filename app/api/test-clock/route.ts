import { env } from "@/lib/env";
import { ZTestClockMove } from "@/lib/schemas/test-clock";
import { readJson } from "@/lib/server/auth/read-json";
import { jsonError, withActor } from "@/lib/server/auth/route";
import { clockOffset, type ServerContext, systemClock } from "@/lib/server/context";
import { publishStoreChange } from "@/lib/server/page-cache/store-changes";

export const dynamic = "force-dynamic";

/** The test clock hook exists only with TEST_CLOCK=on, and only for the platform administrator; to everyone else it is not there. */
const allowed = (ctx: ServerContext) => env().TEST_CLOCK === "on" && ctx.actor.role === "administrator";
const now = () => Response.json({ now: systemClock.now().toISOString(), offsetMs: clockOffset.ms }, { headers: { "Cache-Control": "no-store" } });

/** GET /api/test-clock: the service's time and how far it was moved. */
export const GET = withActor(async (_request, ctx) => (allowed(ctx) ? now() : jsonError(404, "Not found")));

/** POST /api/test-clock {at}: moves the service's time (this process) to `at`; subscriptions and guest pages follow it. */
export const POST = withActor(async (request, ctx) => {
  if (!allowed(ctx)) return jsonError(404, "Not found");
  const body = await readJson(request, ZTestClockMove);
  if (!body.ok) return body.response;
  clockOffset.ms += new Date(body.data.at).getTime() - systemClock.now().getTime();
  publishStoreChange({ type: "clock", offsetMs: clockOffset.ms });
  return now();
});
