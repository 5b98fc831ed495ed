import "server-only";
import { randomUUID } from "node:crypto";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { rootOrigin } from "../../sites/public-origin";
import { authorizeCredentials } from "./authorize";
import type { AuthorizedUser } from "./check-credentials";
import { clientAddress } from "./client-address";
import { safeCallbackUrl } from "./safe-redirect";
import { authSecret } from "./secret";
import { secureCookies } from "./session-cookie";
import { encodeSessionToken, REMEMBER_MAX_AGE_S } from "./session-token";
import { verifySessionToken } from "./verify-session";
import { systemClock } from "../context";

// next-auth builds its redirects from this origin: the configured root site, never the request's Host.
process.env.NEXTAUTH_URL = `${rootOrigin()}/api/auth`;
delete process.env.AUTH_TRUST_HOST;

let cached: Promise<AuthOptions> | undefined;

async function build(): Promise<AuthOptions> {
  const secret = await authSecret();
  return {
    secret,
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: REMEMBER_MAX_AGE_S },
    pages: { signIn: "/", error: "/" },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          remember: { label: "Remember me", type: "text" },
          loginToken: { label: "Login token", type: "text" },
        },
        async authorize(credentials, request) {
          const address = clientAddress((request?.headers ?? {}) as Record<string, string>);
          return authorizeCredentials(credentials ?? {}, address);
        },
      }),
    ],
    jwt: {
      maxAge: REMEMBER_MAX_AGE_S,
      encode: ({ token, secret: key, maxAge }) => encodeSessionToken(token ?? {}, String(key), maxAge),
      decode: ({ token }) => verifySessionToken(token),
    },
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as AuthorizedUser;
          return { sub: signedIn.id, jti: randomUUID(), remember: signedIn.remember, signedInAt: systemClock.now().getTime() };
        }
        return token;
      },
      session({ session, token }) {
        return { expires: session.expires, user: { id: token.sub } } as typeof session;
      },
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackUrl(url, baseUrl)}`;
      },
    },
  };
}

export function authOptions(): Promise<AuthOptions> {
  cached ??= build().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
