import { z } from "zod";
import { userRole } from "../../db/schema/enums";
import type { Answer, RouteDoc } from "../route-doc";

/** What GET /api/me answers (lib/server/users/user-dto.ts): never a token or a password hash. */
export const ZMeAnswer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(userRole.enumValues),
  company_id: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  ui_locale: z.string(),
  theme: z.enum(["light", "dark", "system"]),
  setup_welcome_message: z.boolean(),
});

/** The catch-all segment of next-auth's routes: session, csrf, providers, signin/{provider}, callback/{provider}, signout. */
const ZNextAuthPath = z.object({ nextauth: z.string().describe("next-auth action: session, csrf, providers, signin, callback, signout, error, verify-request, _log") });

/** What next-auth answers: JSON, one of its own pages or nothing; a redirect; plain text for an action it does not have. */
const answers: Record<number, Answer> = {
  200: {
    description: "JSON for session, csrf and providers; next-auth's HTML page for signout and verify-request; no body for _log",
    content: ["application/json", "text/html"],
    orEmpty: true,
  },
  302: { description: "Redirect after signing in or out, and from signin and error", redirect: true },
  400: { description: "An action next-auth does not have for this method, or signing out without the form's CSRF token", content: ["text/plain"] },
};

const nextAuth = (method: "GET" | "POST"): RouteDoc => ({
  method,
  path: "/api/auth/{nextauth}",
  summary: method === "GET" ? "next-auth: the session, CSRF token and providers" : "next-auth: sign in (credentials) and sign out",
  description:
    "Answered by next-auth itself (https://next-auth.js.org/getting-started/rest-api). Signing out also revokes the session and needs the CSRF token of the form.",
  tag: "auth",
  wrapper: "nextAuth",
  params: ZNextAuthPath,
  ...(method === "POST" ? { body: { form: z.object({ csrfToken: z.string() }).catchall(z.string()) } } : {}),
  answers,
});

export const accountRoutes: RouteDoc[] = [
  nextAuth("GET"),
  nextAuth("POST"),
  {
    method: "GET",
    path: "/api/me",
    summary: "The signed-in user",
    tag: "auth",
    wrapper: "withActor",
    answers: { 200: { description: "The user", json: ZMeAnswer } },
  },
];
