import "server-only";

/**
 * next-auth answers a sign-in form posted with a missing or stale csrf token by a bare return to the
 * sign-in page; this names the reason, so the page can say to sign in once more.
 */
export function explainCsrfRefusal(response: Response): Response {
  const location = response.headers.get("location");
  if (!location?.endsWith("/signin?csrf=true")) return response;
  const headers = new Headers(response.headers);
  headers.set("location", location.replace(/\?csrf=true$/, "?error=FormExpired"));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
