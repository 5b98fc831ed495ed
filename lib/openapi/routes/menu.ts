import { z } from "zod";
import { ZSeveralGet } from "../../schemas/menu-common";
import { ZSeveralGetPromotions } from "../../schemas/promotions";
import { ZTranslationStatuses } from "../../schemas/translations";
import { errorAnswer, type RouteDoc } from "../route-doc";

/** Full records (SPEC §7); documented by the fields every one of them has. */
const ZRecords = z.array(z.looseObject({ id: z.number().int() }));

export const ZTranslationStatusesAnswer = z.array(
  z.object({ id: z.number().int(), status: z.enum(["in_queue", "in_progress", "completed", "failed"]) }),
);

const severalGet = (path: "/api/categories/several-get" | "/api/products/several-get" | "/api/promotions/several-get", what: string, schema: z.ZodObject): RouteDoc => ({
  method: "POST",
  path,
  summary: `Full records of ${what} in the caller's stores`,
  description: "Ids of other companies' or stores' records, and unknown ids, are simply left out.",
  tag: "menu",
  wrapper: "withActor",
  body: { json: schema },
  answers: { 200: { description: `The ${what} found, by id`, json: ZRecords }, 400: errorAnswer("The body is not {ids: [positive integers]} within the limit") },
});

export const menuRoutes: RouteDoc[] = [
  severalGet("/api/categories/several-get", "categories", ZSeveralGet),
  severalGet("/api/products/several-get", "products, hookahs and games", ZSeveralGet),
  severalGet("/api/promotions/several-get", "promotions", ZSeveralGetPromotions),
  {
    method: "POST",
    path: "/api/translations/statuses",
    summary: "Translation state of the caller's products, promotions or categories",
    tag: "menu",
    wrapper: "withActor",
    body: { json: ZTranslationStatuses },
    answers: { 200: { description: "One state per entity found", json: ZTranslationStatusesAnswer }, 400: errorAnswer("The body is malformed") },
  },
];
