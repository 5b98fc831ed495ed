import "server-only";
import { cookies } from "next/headers";
import { csrfCookieName } from "./session-cookie";

/**
 * The token of next-auth's double-submit cookie, for the sign-in form to post without script; empty before
 * the browser holds the cookie (next-auth then refuses the post and sets the cookie on its answer).
 */
export async function formCsrfToken(): Promise<string> {
  const value = (await cookies()).get(csrfCookieName())?.value ?? "";
  return value.split("|")[0] ?? "";
}
