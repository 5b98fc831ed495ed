import "server-only";
import { decodeSessionToken } from "./session-token";
import { sessionCookieName } from "./session-cookie";

/** Turns the session cookie into a browser-session cookie when the user did not tick 'remember me'. */
export async function applyRememberChoice(response: Response, secret: string): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  const name = sessionCookieName();
  let changed = false;
  const rewritten = await Promise.all(
    cookies.map(async (cookie) => {
      if (!cookie.startsWith(`${name}=`)) return cookie;
      const value = cookie.slice(name.length + 1).split(";")[0] ?? "";
      if (!value) return cookie;
      const claims = await decodeSessionToken(value, secret);
      if (claims?.remember !== false) return cookie;
      changed = true;
      return cookie
        .split(";")
        .filter((part) => !/^\s*(expires|max-age)=/i.test(part))
        .join(";");
    }),
  );
  if (!changed) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of rewritten) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
