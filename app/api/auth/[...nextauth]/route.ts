import NextAuth from "next-auth";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { isValidCsrf } from "@/lib/server/auth/csrf";
import { explainCsrfRefusal } from "@/lib/server/auth/csrf-refusal";
import { authOptions } from "@/lib/server/auth/options";
import { csrfCookieName, sessionCookieName } from "@/lib/server/auth/session-cookie";
import { applyRememberChoice } from "@/lib/server/auth/session-cookie-lifetime";
import { revokeSessionToken } from "@/lib/server/auth/sign-out";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context) {
  const options = await authOptions();
  const { nextauth } = await context.params;
  // Credentials are only ever posted; next-auth fails on any other method with 500.
  if (request.method !== "POST" && nextauth[0] === "callback" && nextauth[1] === "credentials") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { allow: "POST" } });
  }
  if (request.method === "POST" && nextauth[0] === "signout") {
    const form = await request.clone().formData().catch(() => null);
    const jar = await cookies();
    if (!isValidCsrf(form?.get("csrfToken"), jar.get(csrfCookieName())?.value, options.secret!)) {
      return new Response("Could not fetch CSRF Token for signing out", { status: 400 });
    }
    await revokeSessionToken(jar.get(sessionCookieName())?.value);
  }
  const response = (await NextAuth(request as never, context as never, options)) as Response;
  return applyRememberChoice(explainCsrfRefusal(response), options.secret!);
}

export { handle as GET, handle as POST };
