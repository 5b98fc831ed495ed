import { z } from "zod";
import { PLAN_FEATURES, PLAN_KEYS, STEP_STATUSES } from "../../domain/subscriptions/plan-keys";
import { ZStoreIdQuery } from "../../schemas/id";
import { ZQrKeyQuery } from "../../schemas/qr-key-query";
import { ZUrlNameQuery } from "../../schemas/registration";
import { ZStoreSingleQuery } from "../../schemas/stores";
import { errorAnswer, type RouteDoc } from "../route-doc";

export const ZStoreSingleAnswer = z.object({ id: z.number().int(), company_id: z.number().int(), url_key: z.string() });

export const ZStoreSettingsAnswer = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  show_prices: z.boolean(),
  age_gate_enabled: z.boolean(),
  ui_locale: z.string(),
  setup_welcome_message: z.boolean(),
});

const isoOrNull = z.iso.datetime().nullable();

/** lib/server/subscriptions/subscription-dto.ts */
export const ZActiveSubscriptionAnswer = z.object({
  storeId: z.number().int(),
  planKey: z.enum(PLAN_KEYS).nullable(),
  status: z.enum(["paid", "unpaid", ...STEP_STATUSES]).nullable(),
  startsAt: isoOrNull,
  endsAt: isoOrNull,
  features: z.array(z.enum(PLAN_FEATURES)),
  translationLocales: z.array(z.string()),
  menuOpen: z.boolean(),
  switchAvailableFrom: isoOrNull,
});

const urlNameState = z.enum(["available", "taken", "reserved"]).nullable().describe("null: the name is missing or malformed");
export const ZUrlNamesAnswer = z.object({
  companyUrlName: urlNameState,
  storeUrlName: urlNameState,
  suggestion: z.string().nullable().describe("a free URL name made of `suggestFrom`; null when not asked for or none can be made"),
});

export const ZScanTargetAnswer = z.object({
  store_url_key: z.string(),
  custom_domain_enabled: z.boolean(),
  custom_domain: z.string().nullable(),
  position: z.number().int(),
});

export const storeRoutes: RouteDoc[] = [
  {
    method: "GET",
    path: "/api/stores/single",
    summary: "A store by id or URL key",
    description: "scope=guest is public; scope=owned needs a session and finds only a store the caller manages.",
    tag: "stores",
    wrapper: "publicRoute",
    query: ZStoreSingleQuery,
    answers: {
      200: { description: "The store", json: ZStoreSingleAnswer },
      400: errorAnswer("A malformed query"),
      401: errorAnswer("scope=owned without a session"),
      404: errorAnswer("No such store (or, with scope=owned, not the caller's)"),
    },
  },
  {
    method: "GET",
    path: "/api/store-settings",
    summary: "Settings of a store the caller manages, with the user's own flags",
    tag: "stores",
    wrapper: "withActor",
    query: ZStoreIdQuery,
    answers: {
      200: { description: "The settings", json: ZStoreSettingsAnswer },
      400: errorAnswer("storeId is not an id"),
      404: errorAnswer("No such store, or not the caller's"),
    },
  },
  {
    method: "GET",
    path: "/api/subscription/active",
    summary: "The store's running plan, its status, dates and features",
    tag: "stores",
    wrapper: "withStore",
    query: ZStoreIdQuery,
    answers: { 200: { description: "The running subscription (planKey null when none runs)", json: ZActiveSubscriptionAnswer } },
  },
  {
    method: "GET",
    path: "/api/registration/url-names",
    summary: "Whether company and venue URL names are free",
    tag: "stores",
    wrapper: "withActor",
    query: ZUrlNameQuery,
    answers: {
      200: { description: "The state of each name asked about", json: ZUrlNamesAnswer },
      400: errorAnswer("A malformed query"),
      429: errorAnswer("Too many checks from this user: `rateLimited`"),
    },
  },
  {
    method: "GET",
    path: "/api/store-and-company-by-qr-key",
    summary: "Where a table's QR key leads",
    tag: "stores",
    wrapper: "publicRoute",
    query: ZQrKeyQuery,
    answers: { 200: { description: "The venue and table position", json: ZScanTargetAnswer }, 404: errorAnswer("An unknown or malformed key") },
  },
];
