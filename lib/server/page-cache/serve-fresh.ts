import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteConfig } from "../../sites/resolve-site";
import { cacheableRequest } from "./cacheable-request";
import type { PageStore } from "./page-store";
import { FILL_HEADER } from "./render-page";
import { servePage } from "./serve-page";

/** Answers a request for a page of the current minute from `store` at once, without a promise in between; false otherwise. */
export function serveFresh(store: PageStore, siteConfig: SiteConfig, request: IncomingMessage, response: ServerResponse, now: number): boolean {
  if (request.headers[FILL_HEADER] !== undefined) return false;
  const wanted = cacheableRequest(request, siteConfig);
  const cached = wanted && store.get(wanted.key, now);
  if (!wanted || !cached) return false;
  servePage(request, response, cached, wanted);
  return true;
}
