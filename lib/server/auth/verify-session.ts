import "server-only";
import { db } from "../../db/runtime";
import { isSessionRevoked } from "./revocation";
import { authSecret } from "./secret";
import { decodeSessionToken, type SessionClaims } from "./session-token";

/** Decrypts a session token and refuses it when expired or revoked on any instance. */
export async function verifySessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token) return null;
  const claims = await decodeSessionToken(token, await authSecret());
  if (!claims?.sub || !claims.jti) return null;
  if (await isSessionRevoked(await db(), claims.jti)) return null;
  return claims;
}
