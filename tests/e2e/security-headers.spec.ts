import http from "node:http";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { expect, test } from "./fixtures/test";
import { PORT, root, venue } from "./helpers";
import { actionId, actionResult, postAction } from "./server-actions";

const copy = demoCopy("hostile");
const STORE_TRANSLATIONS = "app/[locale]/root-domain/[storeurl]/admin-panel/settings/store/translation-actions.ts";
const FORGOT_ACTIONS = "app/[locale]/root-domain/(guest)/forgot-password/actions.ts";

/** One request with the method and request target exactly as written. */
function raw(method: string, target: string, host = `localhost:${PORT}`) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: PORT, method, path: target, headers: { host } }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

const directives = (policy: string | undefined) => new Map((policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).map(([name = "", ...values]) => [name, values]));

test("the root site and the admin panel refuse frames and allow only their own and nonce-marked scripts", async ({ request }) => {
  for (const path of ["/en", "/en/register/user", "/ru/forgot-password"]) {
    const answer = await request.get(root(path));
    expect(answer.status(), path).toBe(200);
    const policy = directives(answer.headers()["content-security-policy"]);
    expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(policy.get("script-src")?.[0], path).toBe("'self'");
    expect(policy.get("script-src")?.join(" "), path).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy.get("object-src"), path).toEqual(["'none'"]);
    expect(answer.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  await signInWithApi(request, copy.owner.email, copy.owner.password);
  const admin = await request.get(root(`/en/${copy.key}/admin-panel/settings/store`));
  expect(admin.status()).toBe(200);
  expect(directives(admin.headers()["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
});

test("guest pages may be framed, and allow their inline scripts by hash, the same for every guest", async ({ request }) => {
  const menu = () => request.get(root("/en/menu"), { headers: { host: `${copy.key}.menu.localhost:${PORT}` } });
  const first = await menu();
  const second = await menu();
  expect(first.status()).toBe(200);
  const policy = first.headers()["content-security-policy"];
  expect(second.headers()["content-security-policy"]).toBe(policy);
  expect(directives(policy).has("frame-ancestors")).toBe(false);
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(directives(policy).get("script-src")?.join(" ")).not.toMatch(/nonce|unsafe-inline/);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  // Rendered for this request alone (a product's address, the notice page): the same kind of policy.
  for (const path of ["/en/menu?product=1", "/en/deterrence", "/en/reviews"]) {
    const answer = await request.get(root(path), { headers: { host: `${copy.key}.menu.localhost:${PORT}` }, maxRedirects: 0 });
    const script = directives(answer.headers()["content-security-policy"]).get("script-src")?.join(" ") ?? "";
    expect(script, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  }
});

test("another site cannot show sign-in or registration in a frame, but can show a venue's menu", async ({ page, cspViolations }) => {
  await page.setContent(
    `<iframe id="sign-in" src="${root("/en")}"></iframe><iframe id="registration" src="${root("/en/register/user")}"></iframe>` +
      `<iframe id="menu" src="${venue(copy.key, "/en/menu")}"></iframe>`,
  );
  await expect(page.frameLocator("#menu").locator("main")).toBeVisible();
  await expect.poll(() => cspViolations.filter((text) => text.includes("frame-ancestors")).length).toBe(2);
  await expect(page.frameLocator("#sign-in").locator("input[type=password]")).toHaveCount(0);
  await expect(page.frameLocator("#registration").locator("form")).toHaveCount(0);
  // The two refusals are what this test expects; any other violation still fails it.
  cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((text) => !text.includes("frame-ancestors")));
});

test("every kind of answer says nosniff: API, files, static assets and refusals", async ({ request }) => {
  for (const path of ["/api/health", "/icon.svg", "/api/me", "/en/no-such-page"]) {
    expect((await request.get(root(path))).headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("TRACE, TRACK and OPTIONS * get 4xx on any path, not 500", async () => {
  for (const path of ["/", "/en", "/api/health", "/_next/static/x.js"]) {
    expect((await raw("TRACE", path)).status, `TRACE ${path}`).toBe(405);
    // Node's HTTP parser itself refuses methods it does not know, such as TRACK.
    expect((await raw("TRACK", path)).status, `TRACK ${path}`).toBe(400);
  }
  expect((await raw("TRACE", "/en/menu", `${copy.key}.menu.localhost:${PORT}`)).status).toBe(405);
  expect((await raw("OPTIONS", "*")).status).toBe(400);
  expect((await raw("OPTIONS", "*", `${copy.key}.menu.localhost:${PORT}`)).status).toBe(400);
});

test("an anonymous GET of the credentials callback is refused with 405", async ({ request }) => {
  const answer = await request.get(root("/api/auth/callback/credentials"), { maxRedirects: 0 });
  expect(answer.status()).toBe(405);
  expect(answer.headers()["allow"]).toBe("POST");
});

test("a script-less form posted from another site, or from our host over another scheme, is refused with 403", async ({ request }) => {
  const id = actionId(FORGOT_ACTIONS, "forgotPasswordAction");
  const form = { [`$ACTION_ID_${id}`]: "", email: "owner@demo.carta.test" };
  const foreign = await request.post(root("/en/forgot-password"), { form, headers: { Origin: "https://attacker.example" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  const otherScheme = await postAction(request, "/en/forgot-password", id, JSON.stringify([{ email: "a@b.co" }]), { Origin: `https://localhost:${PORT}` });
  expect(otherScheme.status()).toBe(403);
  const same = await postAction(request, "/en/forgot-password", id, JSON.stringify([{ email: "not-an-email" }]));
  expect(same.status()).toBe(200);
});

test("JSON routes refuse a body that is not declared as JSON with 415, and read nothing of it", async ({ request }) => {
  await signInWithApi(request, copy.owner.email, copy.owner.password);
  for (const path of ["/api/categories/several-get", "/api/products/several-get", "/api/promotions/several-get", "/api/translations/statuses"]) {
    const text = await request.post(root(path), { headers: { "content-type": "text/plain" }, data: JSON.stringify({ ids: [1] }) });
    expect(text.status(), path).toBe(415);
    expect(await text.json()).toEqual({ error: "Unsupported media type" });
    const form = await request.post(root(path), { form: { ids: "1" } });
    expect(form.status(), path).toBe(415);
  }
  const json = await request.post(root("/api/categories/several-get"), { data: { ids: [1] } });
  expect(json.status()).toBe(200);
});

test("store translations with an id beyond the integer column, a NUL or a lone surrogate are refused as invalid", async ({ request }) => {
  await signInWithApi(request, copy.owner.email, copy.owner.password);
  const demo = (await (await request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const id = actionId(STORE_TRANSLATIONS, "updateStoreTranslationsAction");
  const save = (input: unknown) => postAction(request, `/en/${copy.key}/admin-panel/settings/store`, id, JSON.stringify([input]));
  const translation = (address: string) => ({ locale: "en", description: "", address, menuInfo: "", phoneLabels: {} });
  for (const input of [
    { storeId: 2 ** 31, translations: [translation("Main street 1")] },
    { storeId: demo.id, translations: [translation("Main\u0000street")] },
    { storeId: demo.id, translations: [translation("Main \uD800street")] },
    { storeId: demo.id, translations: [{ ...translation(""), phoneLabels: { "+1\uDC00": "Bar" } }] },
  ]) {
    const answer = await save(input);
    expect(answer.status(), JSON.stringify(input)).toBe(200);
    expect(await actionResult(answer), JSON.stringify(input)).toMatchObject({ ok: false, error: "invalid" });
  }
});
