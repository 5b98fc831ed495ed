import { expect, test } from "./fixtures/test";
import type { RouteDoc } from "../../lib/openapi/route-doc";
import { apiRoutes } from "../../lib/openapi/routes";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root } from "./helpers";
import { answerProblems } from "../support/answer-problems";

/** next-auth's own actions: JSON, an HTML page, a redirect or nothing. */
const NEXT_AUTH_ACTIONS = ["session", "csrf", "providers", "signin", "signout", "error", "verify-request", "_log", "callback"];

/** Path values no route takes: NUL and other control characters, bytes that are no UTF-8, and ids out of bounds or not numbers. */
const BAD_VALUES = ["%00", "a%00b", "1%00", "%0A", "%7F", "%C0%AF", "%ED%A0%80", "0", "-1", "1.5", "1e3", "2147483648", "99999999999", "abc", "%20"];

test("every documented route answers bad ids and control characters in its URL as the OpenAPI document says", async ({ request }) => {
  test.setTimeout(120_000);
  await signInWithApi(request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  const cookie = (await request.storageState()).cookies.map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const send = (route: RouteDoc, url: string) => fetch(root(url), { method: route.method, headers: { cookie }, redirect: "manual" });
  let checked = 0;
  for (const route of apiRoutes) {
    const urls = [`${route.path.replace(/\{[^}]+\}/g, "1")}?storeId=%00`];
    const values = route.path.includes("{nextauth}") ? [...BAD_VALUES, ...NEXT_AUTH_ACTIONS] : route.path.includes("{") ? BAD_VALUES : [];
    for (const value of values) urls.push(route.path.replace(/\{[^}]+\}/g, value));
    for (const url of urls) {
      const { problems } = await answerProblems(route, await send(route, url));
      expect(problems, url).toEqual([]);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(apiRoutes.length);
});
