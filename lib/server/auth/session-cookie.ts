import "server-only";
import { env } from "../../env";

export function secureCookies(): boolean {
  return env().PUBLIC_PROTOCOL === "https";
}

export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

export function csrfCookieName(): string {
  return `${secureCookies() ? "__Host-" : ""}next-auth.csrf-token`;
}
