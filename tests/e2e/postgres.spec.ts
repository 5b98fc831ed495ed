import { expect, request as playwrightRequest, test } from "./fixtures/test";
import { startOwnServer } from "./own-server";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const SECOND_PORT = PORT + 1;
const origin = (port: number) => `http://localhost:${port}`;

function databaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${process.env.E2E_PG_DB}`;
  return url.toString();
}

const startSecondInstance = () => startOwnServer(SECOND_PORT, { DATABASE_URL: databaseUrl(), LOG_LEVEL: "warn" });

test("the same app runs on PostgreSQL through DATABASE_URL", async ({ page, request }) => {
  const health = await request.get(`http://127.0.0.1:${PORT}/api/health`);
  expect(await health.json()).toMatchObject({ status: "ok", database: { engine: "postgres", ok: true } });
  await page.goto(`http://demo.menu.localhost:${PORT}/`);
  await expect(page).toHaveURL(`http://demo.menu.localhost:${PORT}/en/menu`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
  expect(await page.getByTestId("menu-item").count()).toBeGreaterThanOrEqual(20);
  const unknown = await page.goto(`http://nowhere.menu.localhost:${PORT}/en/menu`);
  expect(unknown?.status()).toBe(404);
});

test("a session signed out on one instance is refused by a second instance on the same database", async () => {
  const second = await startSecondInstance();
  try {
    const first = await playwrightRequest.newContext({ baseURL: origin(PORT) });
    const { csrfToken } = await (await first.get("/api/auth/csrf")).json();
    await first.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: "owner@demo.carta.test", password: "carta-demo", remember: "true" },
      maxRedirects: 0,
    });
    const cookie = (await first.storageState()).cookies.find((entry) => entry.name === "next-auth.session-token")!;
    const other = await playwrightRequest.newContext({
      baseURL: origin(SECOND_PORT),
      extraHTTPHeaders: { Cookie: `${cookie.name}=${cookie.value}` },
    });
    expect((await other.get("/api/me")).status()).toBe(200);
    const { csrfToken: signOutToken } = await (await first.get("/api/auth/csrf")).json();
    expect((await first.post("/api/auth/signout", { form: { csrfToken: signOutToken }, maxRedirects: 0 })).status()).toBe(302);
    expect((await other.get("/api/me")).status()).toBe(401);
    await Promise.all([first.dispose(), other.dispose()]);
  } finally {
    await second.stop();
  }
});

test("a store change saved on one instance shows at once on the menu another instance has cached", async ({ browser, page }) => {
  const second = await startSecondInstance();
  const guest = await browser.newPage();
  try {
    const menu = `http://demo.menu.localhost:${SECOND_PORT}/en/menu`;
    await guest.goto(menu);
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
    const etag = await guest.evaluate(async () => (await fetch(location.href)).headers.get("etag"));
    expect(etag).toMatch(/^"[\w-]+"$/);

    const { csrfToken } = await (await page.request.get(`${origin(PORT)}/api/auth/csrf`)).json();
    await page.request.post(`${origin(PORT)}/api/auth/callback/credentials`, {
      form: { csrfToken, email: "owner@demo.carta.test", password: "carta-demo", remember: "true" },
      maxRedirects: 0,
    });
    await page.goto(`${origin(PORT)}/en/demo/admin-panel/settings/store`);
    await page.waitForLoadState("networkidle");
    // The form fills its fields when it hydrates; typing before that would be overwritten.
    await expect(page.getByLabel("Venue name")).toHaveValue("Carta Demo Lounge");
    await page.getByLabel("Venue name").fill("Carta Demo Lounge, renamed");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Store settings saved")).toBeVisible();

    await guest.reload();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge, renamed");

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel("Venue name")).toHaveValue("Carta Demo Lounge, renamed");
    await page.getByLabel("Venue name").fill("Carta Demo Lounge");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Store settings saved")).toBeVisible();
    await guest.reload();
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
  } finally {
    await guest.close();
    await second.stop();
  }
});
