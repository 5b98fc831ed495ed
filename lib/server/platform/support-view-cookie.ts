import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../auth/secret";
import { secureCookies } from "../auth/session-cookie";

/** How long a support view lasts before the administrator must open it again. */
export const SUPPORT_VIEW_SECONDS = 60 * 60;

/** What a support-view cookie names: the administrator and session that opened it, the company, and when it ends. */
export interface SupportViewClaims {
  userId: number;
  jti: string;
  companyId: number;
  expiresAt: number;
}

export function supportViewCookieName(): string {
  return `${secureCookies() ? "__Host-" : ""}carta.support-view`;
}

/** The cookie's attributes: sent back to the server alone, never readable by scripts. */
export function supportViewCookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax" as const, secure: secureCookies(), path: "/", maxAge };
}

const signature = async (payload: string) => createHmac("sha256", await authSecret()).update(`support-view:${payload}`).digest("base64url");

/** The signed cookie value of `claims`. */
export async function signSupportView(claims: SupportViewClaims): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${await signature(payload)}`;
}

/** The claims of a cookie value this server signed and that has not expired at `now`; anything else is null. */
export async function readSupportView(value: string | undefined, now: Date): Promise<SupportViewClaims | null> {
  const [payload, signed, extra] = value?.split(".") ?? [];
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(await signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SupportViewClaims;
  return claims.expiresAt * 1000 > now.getTime() ? claims : null;
}
