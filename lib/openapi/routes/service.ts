import { z } from "zod";
import { CONTACT_MAX_ATTACHMENTS } from "../../domain/contact";
import { UI_LOCALES } from "../../i18n/locales";
import { ZContactAnswer, ZContactRefusalAnswer } from "../../schemas/contact";
import { ZIdPath } from "../../schemas/id";
import { ZTestClockMove } from "../../schemas/test-clock";
import { ZTlsAskQuery } from "../../schemas/custom-domain";
import { errorAnswer, type RouteDoc } from "../route-doc";

export const ZHealthAnswer = z.object({
  status: z.enum(["ok", "error"]),
  database: z.object({ engine: z.enum(["pglite", "postgres"]).nullable(), ok: z.boolean(), latencyMs: z.number().int().min(0) }),
});

export const ZTlsAskAnswer = z.object({ domain: z.string() });

export const ZTestClockAnswer = z.object({ now: z.iso.datetime(), offsetMs: z.number() });

/** The document itself, checked for its frame only (its own structure is tested against the OpenAPI rules). */
export const ZOpenApiAnswer = z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/**
 * The fields of the contact form as the handler reads them one by one (app/api/contact/route.ts): an HTML
 * form whose values are trimmed and cut to these lengths rather than refused.
 */
const ZContactForm = z.object({
  name: z.string().max(200),
  email: z.email().max(320),
  subject: z.string().max(300).optional(),
  body: z.string().max(10_000),
  locale: z.enum(UI_LOCALES).optional(),
  website: z.string().optional().describe("a honeypot: left empty by people"),
  attachments: z.array(z.file()).max(CONTACT_MAX_ATTACHMENTS).optional(),
});

const notThere = errorAnswer("Without TEST_CLOCK=on, or for anyone but the platform administrator");

export const ZPaymentNotificationAnswer = z.object({ outcome: z.enum(["applied", "replayed", "ignored", "refused"]) });

export const serviceRoutes: RouteDoc[] = [
  {
    method: "POST",
    path: "/api/payments/{provider}/webhook",
    summary: "A payment notification from the configured acquirer",
    description:
      "bePaid (HTTP Basic with the shop id and secret key, and a `Content-Signature` RSA-SHA256 of the raw body when BEPAID_PUBLIC_KEY is set) or Stripe (`Stripe-Signature`, HMAC-SHA256 of `t.body`, within 300 s). Verified on the raw body before anything is read; kept raw for audit; a repeated event id changes nothing.",
    tag: "service",
    wrapper: "publicRoute",
    params: z.object({ provider: z.enum(["bepaid", "stripe"]) }),
    body: { json: z.looseObject({}) },
    answers: {
      200: { description: "Verified and recorded: applied, a replay, out of order or unknown (ignored), or an amount or currency unlike the invoice's (refused)", json: ZPaymentNotificationAnswer },
      400: errorAnswer("The signature or credentials do not verify: nothing is recorded"),
      404: errorAnswer("Not the configured payment provider"),
    },
  },
  {
    method: "GET",
    path: "/api/internal/tls-ask",
    summary: "Whether the edge may obtain a TLS certificate for a host",
    description:
      "Caddy's `on_demand_tls { ask }`: 200 only for the root domain, `{urlkey}.MENU_DOMAIN` of an existing venue and custom domains proven by their DNS record. Answered only to loopback and TRUSTED_PROXIES addresses, and never to a request forwarded for someone else (X-Forwarded-For).",
    tag: "service",
    wrapper: "publicRoute",
    query: ZTlsAskQuery,
    answers: {
      200: { description: "A host Carta serves: the edge may get its certificate", json: ZTlsAskAnswer },
      403: errorAnswer("The caller is not the edge"),
      404: errorAnswer("A host Carta does not serve, an unproven custom domain, or no domain asked"),
    },
  },
  {
    method: "GET",
    path: "/api/health",
    summary: "Whether the service and its database answer",
    tag: "service",
    wrapper: "publicRoute",
    answers: { 200: { description: "Healthy", json: ZHealthAnswer }, 503: { description: "The database does not answer", json: ZHealthAnswer } },
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    tag: "service",
    wrapper: "publicRoute",
    cacheable: true,
    answers: { 200: { description: "The OpenAPI 3.1 description of every /api route", json: ZOpenApiAnswer } },
  },
  {
    method: "POST",
    path: "/api/contact",
    summary: "The contact form",
    description:
      "Posted as a plain HTML form, the answer sends the browser back to the contact page with the outcome in the query; with `Accept: application/json` (the page's script) it answers JSON. The first delivery attempt is awaited for a few seconds.",
    tag: "service",
    wrapper: "publicRoute",
    body: { multipart: ZContactForm },
    answers: {
      200: { description: "Stored: mailed (`sent`), kept and retried (`failed`), or still on its way (`pending`)", json: ZContactAnswer },
      303: { description: "Back to /{locale}/contact?sent=… or ?error=…", redirect: true },
      400: { description: "Refused: the catalogue key of the reason", json: ZContactRefusalAnswer },
      429: { description: "Too many messages from this address", json: ZContactRefusalAnswer },
    },
  },
  {
    method: "GET",
    path: "/api/contact/attachments/{id}",
    summary: "A file sent with the contact form",
    description: "For the platform administrator; anyone else gets 404.",
    tag: "service",
    wrapper: "withActor",
    params: ZIdPath,
    answers: { 200: { description: "The file", content: ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"] }, 404: errorAnswer("No such attachment, or not the platform administrator") },
  },
  {
    method: "GET",
    path: "/api/test-clock",
    summary: "The service's time and how far it was moved (test deployments only)",
    tag: "service",
    wrapper: "withActor",
    answers: { 200: { description: "The clock", json: ZTestClockAnswer }, 404: notThere },
  },
  {
    method: "POST",
    path: "/api/test-clock",
    summary: "Moves the service's time (test deployments only)",
    tag: "service",
    wrapper: "withActor",
    body: { json: ZTestClockMove },
    answers: { 200: { description: "The moved clock", json: ZTestClockAnswer }, 400: errorAnswer("`at` is not an ISO date-time"), 404: notThere },
  },
];
