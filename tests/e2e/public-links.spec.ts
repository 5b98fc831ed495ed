import http from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { findLink, readOutbox } from "../support/outbox";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT, root } from "./helpers";

const FOREIGN_HOST = "203.0.113.7";
const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request to the server, with any Host and from any loopback address (the proxy trusted in playwright.config is 127.0.0.5). */
function send(target: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: PORT, path: target, method: options.method ?? "GET", headers: options.headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("the forgot-password form posted under a foreign Host mails a link to the configured root site", async ({ page }) => {
  const email = ACCOUNTS.rivalStoreManager.email;
  const before = (await readOutbox(outbox())).filter((message) => message.to === email).length;
  // An IP host reaches the root site; every request of the page names the attacker's host, as a forged request would.
  await page.route(`http://127.0.0.1:${PORT}/**`, async (route) => {
    const headers: Record<string, string> = { ...route.request().headers(), host: FOREIGN_HOST };
    if (headers.origin) headers.origin = `http://${FOREIGN_HOST}`;
    const response = await route.fetch({ headers });
    await route.fulfill({ response });
  });
  await page.goto(`http://127.0.0.1:${PORT}/en/forgot-password`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(email);

  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(outbox())).filter((message) => message.to === email).slice(before);
      link = messages.map((message) => findLink(message.text, "/en/change-password?token=")).findLast(Boolean);
      return link;
    })
    .toBeDefined();
  expect(new URL(link!).origin).toBe(root("").replace(/\/$/, ""));
  expect(link).not.toContain(FOREIGN_HOST);
  // The page's prefetches may still be on their way through the route: they must not outlive the test.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("canonical tags and sign-in redirects name the configured sites, not the Host asked for", async () => {
  const rootPage = await send("/en/forgot-password", { headers: { host: FOREIGN_HOST } });
  expect(rootPage.status).toBe(200);
  expect(canonical(rootPage.body)).toBe(root("/en/forgot-password"));

  const menu = await send("/en/menu", { headers: { host: "demo.menu.localhost:9999" } });
  expect(menu.status).toBe(200);
  expect(canonical(menu.body)).toBe(`http://demo.menu.localhost:${PORT}/en/menu`);
  expect(menu.body).not.toContain(":9999");

  const csrf = await send("/api/auth/csrf", { headers: { host: FOREIGN_HOST } });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = [csrf.headers["set-cookie"]].flat().map((value) => value!.split(";")[0]).join("; ");
  const signIn = await send("/api/auth/callback/credentials", {
    method: "POST",
    headers: { host: FOREIGN_HOST, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email: "nobody@example.com", password: "wrong password" }).toString(),
  });
  expect(signIn.status).toBe(302);
  expect(new URL(signIn.headers.location!).origin).toBe(`http://localhost:${PORT}`);
});

/** Failed sign-ins (unknown accounts, so no account's own limit interferes) until the address is refused. */
async function failedSignIns(count: number, from: string, forwardedFor: (attempt: number) => string): Promise<string[]> {
  const csrf = await send("/api/auth/csrf", { from });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = [csrf.headers["set-cookie"]].flat().map((value) => value!.split(";")[0]).join("; ");
  const errors: string[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const answer = await send("/api/auth/callback/credentials", {
      method: "POST",
      from,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor(attempt) },
      body: new URLSearchParams({ csrfToken, email: `nobody-${from}-${attempt}@example.com`, password: "wrong password" }).toString(),
    });
    errors.push(new URL(answer.headers.location ?? "http://x/", "http://x").searchParams.get("error") ?? String(answer.status));
  }
  return errors;
}

test("a rotating X-Forwarded-For does not escape the per-address sign-in limit", async () => {
  test.setTimeout(120_000);
  const errors = await failedSignIns(31, "127.0.0.6", (attempt) => `198.51.100.${attempt + 1}`);
  expect(errors.slice(0, 30)).toEqual(Array(30).fill("CredentialsSignin"));
  expect(errors[30]).toBe("RATE_LIMITED");
});

test("behind a trusted proxy each forwarded client has its own limit, and cannot forge the stamped address", async () => {
  test.setTimeout(120_000);
  const proxy = "127.0.0.5";
  const errors = await failedSignIns(31, proxy, () => "192.0.2.50");
  expect(errors[30]).toBe("RATE_LIMITED");
  expect(await failedSignIns(1, proxy, () => "192.0.2.51")).toEqual(["CredentialsSignin"]);
  // The proxy's own client list is read right to left: a hop the client wrote itself counts for nothing.
  expect(await failedSignIns(1, proxy, () => "192.0.2.51, 192.0.2.50")).toEqual(["RATE_LIMITED"]);
});
