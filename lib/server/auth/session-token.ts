import "server-only";
import { hkdfSync, randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";
import { systemClock } from "../context";

export const REMEMBER_MAX_AGE_S = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_MAX_AGE_S = 24 * 60 * 60;

export interface SessionClaims extends JWTPayload {
  sub?: string;
  jti?: string;
  remember?: boolean;
  /** When the session began, in milliseconds: kept across refreshes, unlike `iat` (whole seconds, renewed). */
  signedInAt?: number;
}

/** True when the session began before the password last changed (millisecond precision). */
export function predatesPasswordChange(claims: SessionClaims, passwordChangedAt: Date | null): boolean {
  if (!passwordChangedAt) return false;
  const began = typeof claims.signedInAt === "number" ? claims.signedInAt : (claims.iat ?? 0) * 1000;
  return began < passwordChangedAt.getTime();
}

function key(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "", "Carta session token", 32));
}

/** Encrypts the session claims; the `jti` stays the same for the whole session so it can be revoked. */
export async function encodeSessionToken(claims: SessionClaims, secret: string, maxAge = REMEMBER_MAX_AGE_S): Promise<string> {
  const { exp: _exp, iat: _iat, ...rest } = claims;
  void _exp;
  void _iat;
  const lifetime = claims.remember === false ? Math.min(maxAge, BROWSER_SESSION_MAX_AGE_S) : maxAge;
  const issuedAt = Math.floor(systemClock.now().getTime() / 1000);
  return new EncryptJWT(rest)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .setJti(claims.jti ?? randomUUID())
    .encrypt(key(secret));
}

export async function decodeSessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtDecrypt(token, key(secret), { clockTolerance: 15, currentDate: systemClock.now() });
    return payload as SessionClaims;
  } catch {
    return null;
  }
}
