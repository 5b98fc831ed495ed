import { z } from "zod";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** How the handler is wrapped (lib/server/auth/route.ts), which brings its own answers and access. */
export type Wrapper = "withActor" | "withStore" | "publicRoute" | "nextAuth";

/**
 * One documented answer: a JSON body (its schema), a file or text of these content types (`orEmpty`:
 * or no body at all), or no body (a redirect).
 */
export type Answer = { description: string } & ({ json: z.ZodType } | { content: readonly string[]; orEmpty?: boolean } | { redirect: true });

export type Body = { json: z.ZodType } | { form: z.ZodObject } | { multipart: z.ZodObject };

/**
 * What one route handler takes and answers. `params`, `query` and `body` are the zod schemas the
 * handler parses its input with, so the document cannot drift from the code.
 */
export interface RouteDoc {
  method: HttpMethod;
  /** the OpenAPI path: `{id}` for the `[id]` folder */
  path: `/api/${string}`;
  summary: string;
  description?: string;
  tag: string;
  wrapper: Wrapper;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: Body;
  /** the answers the handler itself gives; the wrapper's (401, 404, 500) are added from `wrapper` */
  answers: Readonly<Record<number, Answer>>;
  /** answers the public cache may keep (the document itself) */
  cacheable?: boolean;
}

/** The answer every wrapped handler gives on failure: `{error}` with a short English message. */
export const ZErrorAnswer = z.object({ error: z.string() });

export const errorAnswer = (description: string): Answer => ({ description, json: ZErrorAnswer });

const WRAPPER_ANSWERS: Record<Wrapper, Readonly<Record<number, Answer>>> = {
  withActor: { 401: errorAnswer("Not signed in"), 500: errorAnswer("The request failed (details go to the log only)") },
  withStore: {
    401: errorAnswer("Not signed in"),
    404: errorAnswer("No such store, or one the caller does not manage (the same answer for both)"),
    500: errorAnswer("The request failed (details go to the log only)"),
  },
  publicRoute: { 500: errorAnswer("The request failed (details go to the log only)") },
  nextAuth: {},
};

/** What the web server answers, before any route runs, to a URL that does not decode or holds control characters (server/refuse-early.ts). */
const URL_REFUSAL = "a URL that does not decode to text or holds control characters (NUL…), refused before the route runs";

/** A route's 400, widened by the web server's refusal of a bad URL: `{error: "Bad request"}`. */
function withUrlRefusal(own: Answer | undefined): Answer {
  if (!own) return errorAnswer(`Bad request: ${URL_REFUSAL}`);
  const description = `${own.description}; or ${URL_REFUSAL}`;
  if ("json" in own) return { description, json: own.json === ZErrorAnswer ? own.json : z.union([own.json, ZErrorAnswer]) };
  if ("content" in own) return { ...own, description, content: [...new Set([...own.content, "application/json"])] };
  return own;
}

/** What the route wrappers' JSON reader (lib/server/auth/read-json.ts) answers before the handler sees the body. */
const JSON_BODY_ANSWERS: Readonly<Record<number, Answer>> = {
  413: errorAnswer("The body is larger than 1 MB"),
  415: errorAnswer("The body is not sent as application/json"),
};

/**
 * Every answer of a route: its own, its wrapper's and its JSON reader's where it documents none of its own
 * for that status, and the web server's 400.
 */
export function answersOf(route: RouteDoc): Readonly<Record<number, Answer>> {
  const reader = route.body && "json" in route.body ? JSON_BODY_ANSWERS : {};
  const answers: Record<number, Answer> = { ...WRAPPER_ANSWERS[route.wrapper], ...reader, ...route.answers };
  return { ...answers, 400: withUrlRefusal(answers[400]) };
}

export const requiresSession = (route: RouteDoc) => route.wrapper === "withActor" || route.wrapper === "withStore";
