import type { NextRequest } from "next/server";
import { db } from "@/lib/db/runtime";
import { readJsonBytes } from "@/lib/server/auth/read-json";
import { jsonError, publicRoute } from "@/lib/server/auth/route";
import { systemClock } from "@/lib/server/context";
import { log } from "@/lib/log";
import { cardPaymentProvider } from "@/lib/server/payments/card-payment-provider";
import { receiveNotification } from "@/lib/server/payments/receive-notification";

export const dynamic = "force-dynamic";

/** The configured acquirer's notifications (bePaid, Stripe): public, and trusted only once verified. */
export const POST = publicRoute(async (request: NextRequest, context: { params: Promise<{ provider: string }> }) => {
  const provider = cardPaymentProvider();
  const { provider: key } = await context.params;
  if (!provider || provider.key !== key) return jsonError(404, "Not found");
  const read = await readJsonBytes(request);
  if (!read.ok) return read.response;
  const outcome = await receiveNotification(await db(), systemClock, provider, { headers: request.headers, body: new TextDecoder().decode(read.body) });
  if (outcome === "unverified") {
    log.warn({ provider: key }, "payment notification refused: signature or credentials do not verify");
    return jsonError(400, "Signature does not verify");
  }
  return Response.json({ outcome });
});
