import "server-only";
import { db } from "../../db/runtime";
import { isSessionRevoked } from "./revocation";
import { authSecret } from "./secret";
import { decodeSessionToken, type SessionClaims } from "./session-token";

/** The claims of a session token that decrypts, has not expired and names its user and session; not yet checked for revocation. */
export async function readSessionToken(token: string | undefined | null): Promise<(SessionClaims & { sub: string; jti: string }) | null> {
  if (!token) return null;
  const claims = await decodeSessionToken(token, await authSecret());
  if (!claims?.sub || !claims.jti) return null;
  return claims as SessionClaims & { sub: string; jti: string };
}

/** Decrypts a session token and refuses it when expired or revoked on any instance. */
export async function verifySessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  const claims = await readSessionToken(token);
  if (!claims || (await isSessionRevoked(await db(), claims.jti))) return null;
  return claims;
}
