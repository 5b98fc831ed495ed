import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, test } from "./fixtures/test";
import { Client } from "pg";
import { PORT } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { actionId, actionResult } from "./server-actions";

const SQL_TEXT = /Failed query|select|insert|params|terminat|ECONNREFUSED|connection|rate_limits/i;
const name = `carta_outage_${randomBytes(4).toString("hex")}`;

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const outage = (down: boolean) =>
  admin(async (client) => {
    await client.query(`alter database ${name} allow_connections ${down ? "false" : "true"}`);
    if (down) await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  });

let server: OwnServer;

test.beforeAll(async () => {
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  server = await startOwnServer(PORT + 4, { DATABASE_URL: url.toString() });
});

test.afterAll(async () => {
  await server?.stop();
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

// First, while the page cache hears the database's changes since the server started (after an outage it
// takes a few seconds to hear them again, and keeps no page until then).
test("during a database outage guests get the last kept menu with a notice, and a translated 503 page where none was kept", async () => {
  const guest = await playwrightRequest.newContext({ baseURL: server.origin });
  const menu = (path: string) => guest.get(path, { headers: { host: `demo.menu.localhost:${PORT + 4}` }, maxRedirects: 0 });
  const kept = await menu("/en/menu");
  expect(kept.status()).toBe(200);
  const keptText = await kept.text();
  expect(keptText).not.toContain("outage-notice");

  await outage(true);
  try {
    for (let guestNumber = 0; guestNumber < 17; guestNumber++) {
      const answer = await menu("/en/menu");
      expect(answer.status()).toBe(200);
      const text = await answer.text();
      expect(text).toContain('data-testid="outage-notice"');
      expect(text).toContain("We could not check for updates just now");
      expect(text).toContain("<main");
      expect(text).not.toMatch(/Failed query|ECONNREFUSED/);
    }
    const never = await menu("/zh/menu");
    expect(never.status()).toBe(503);
    expect(Number(never.headers()["retry-after"])).toBeGreaterThan(0);
    const neverText = await never.text();
    expect(neverText).toContain("菜单暂时无法访问");
    // A whole page with its stylesheet (user-select…): no query, connection error or database name in it.
    expect(neverText).not.toMatch(/Failed query|ECONNREFUSED|not currently accepting|carta_outage/);
  } finally {
    await outage(false);
  }
  await expect.poll(async () => (await (await menu("/en/menu")).text()).includes("outage-notice"), { timeout: 30_000 }).toBe(false);
  await guest.dispose();
});

test("during a database outage clients get catalogue answers and no SQL; the log keeps the details", async () => {
  const owner = await playwrightRequest.newContext({ baseURL: server.origin });
  const { csrfToken } = await (await owner.get("/api/auth/csrf")).json();
  await owner.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: "owner@demo.carta.test", password: "carta-demo", remember: "true" },
    maxRedirects: 0,
  });
  expect((await owner.get("/api/me")).status()).toBe(200);
  const guest = await playwrightRequest.newContext({ baseURL: server.origin });
  const action = (context: typeof owner, page: string, file: string, exported: string, input: unknown) =>
    context.post(page, {
      headers: { "Next-Action": actionId(file, exported), "Content-Type": "text/plain;charset=UTF-8", Origin: server.origin },
      data: JSON.stringify([input]),
    });

  await outage(true);
  try {
    const health = await guest.get("/api/health");
    expect(health.status()).toBe(503);
    const healthText = await health.text();
    expect(JSON.parse(healthText)).toMatchObject({ status: "error", database: { ok: false } });
    expect(healthText).not.toMatch(SQL_TEXT);

    const forgot = await action(guest, "/en/forgot-password", "app/[locale]/root-domain/(guest)/forgot-password/actions.ts", "forgotPasswordAction", {
      email: "owner@demo.carta.test",
    });
    expect(forgot.status()).toBe(200);
    expect(await actionResult(forgot)).toEqual({ ok: false, error: "requestFailed" });

    const profile = await action(owner, "/en/demo/admin-panel/settings/profile", "app/[locale]/root-domain/[storeurl]/admin-panel/settings/profile/actions.ts", "updatePersonalInfoAction", {
      firstName: "Demo",
      lastName: "Owner",
    });
    expect(profile.status()).toBe(200);
    expect(await actionResult(profile)).toEqual({ ok: false, error: "requestFailed" });

    const severalGet = await owner.post("/api/categories/several-get", { data: { ids: [1] } });
    expect(severalGet.status()).toBe(500);
    expect(await severalGet.json()).toEqual({ error: "Request failed" });

    const { csrfToken: token } = await (await guest.get("/api/auth/csrf")).json();
    const signIn = await guest.post("/api/auth/callback/credentials", {
      form: { csrfToken: token, email: "owner@demo.carta.test", password: "carta-demo", remember: "true" },
      maxRedirects: 0,
    });
    const location = decodeURIComponent(signIn.headers()["location"] ?? "");
    expect(location).toContain("error=REQUEST_FAILED");
    expect(location).not.toMatch(SQL_TEXT);

    expect(server.output()).toMatch(/health check failed/);
    expect(server.output()).toMatch(/server action failed/);
  } finally {
    await outage(false);
  }
  await expect.poll(async () => (await guest.get("/api/health")).status()).toBe(200);
  await Promise.all([owner.dispose(), guest.dispose()]);
});
