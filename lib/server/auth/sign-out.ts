import "server-only";
import { db } from "../../db/runtime";
import { revokeSession } from "./revocation";
import { verifySessionToken } from "./verify-session";
import { systemClock } from "../context";

/** Revokes the session a token belongs to, on every instance. */
export async function revokeSessionToken(token: string | undefined): Promise<void> {
  const claims = await verifySessionToken(token);
  if (!claims?.jti) return;
  const expiresAt = new Date((claims.exp ?? Math.floor(systemClock.now().getTime() / 1000) + 30 * 86_400) * 1000);
  await revokeSession(await db(), claims.jti, Number(claims.sub) || null, expiresAt);
}
