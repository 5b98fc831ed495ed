import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import lockfile from "proper-lockfile";
import { findLink, readOutbox } from "../support/outbox";
import type { FakeServer } from "../support/translation-servers";
import { ACCOUNTS } from "./fixtures/tenants";

/** Steps of the translation flow on an own server (tests/e2e/own-server.ts) with a fresh demo venue. */

export const statusesOf = (request: APIRequestContext, origin: string, id: number) =>
  request.post(`${origin}/api/translations/statuses`, { data: { type: "Product", ids: [id] } });

export async function signInAsDemoOwner(request: APIRequestContext, origin: string) {
  const { email, password } = ACCOUNTS.demoOwner;
  const { csrfToken } = (await (await request.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await request.post(`${origin}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, remember: "true", callbackUrl: `${origin}/en` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

export async function addAbbreviation(page: Page, origin: string, short: string, full: string) {
  await page.goto(`${origin}/en/demo/admin-panel/settings/translations-map`);
  await page.getByRole("button", { name: "Add entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Abbreviation or name").fill(short);
  await dialog.getByLabel("Full form").fill(full);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();
}

/** Adds a 300 g product to the demo's salads (a kitchen category with no schedule); answers its id, read from the list's status poll. */
export async function addSalad(page: Page, origin: string, title: string, price: string): Promise<number> {
  await page.goto(`${origin}/en/demo/admin-panel/kitchen`);
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Салаты" })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await dialog.getByLabel("Title (Russian)").fill(title);
  const portion = dialog.getByTestId("portion-row").nth(0);
  await portion.getByLabel("Weight or volume").fill("300");
  await portion.getByLabel("Price, BYN").fill(price);
  const poll = page.waitForRequest((sent) => sent.url().endsWith("/api/translations/statuses"), { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Item added")).toBeVisible();
  const { ids } = (await poll).postDataJSON() as { ids: number[] };
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** Opens the demo venue's menu in `locale` and answers the card titled `title`. */
export async function guestCard(page: Page, port: number, locale: string, title: string) {
  await page.goto(`http://demo.menu.localhost:${port}/${locale}/menu`);
  return page.getByTestId("menu-item").filter({ has: page.locator("[data-item-title]", { hasText: title }) });
}

/** The target languages of the requests the engine received with `text` in them, in order. */
export const targetsSentWith = (engine: FakeServer, text: string) =>
  engine.requests.filter((sent) => JSON.stringify(sent.body).includes(text)).map((sent) => (sent.body as { target: string }).target);

/** Waits until a killed server's lock on the data directory has gone stale, so a new server may take it. */
export async function waitUntilUnlocked(dataDir: string) {
  const options = { lockfilePath: path.join(dataDir, "carta.lock"), stale: 10_000, realpath: false };
  await expect.poll(() => lockfile.check(dataDir, options), { timeout: 30_000 }).toBe(false);
}

/** Registers an owner with a company and venue of their own on the server, signed in on `page`. */
export async function registerRival(page: Page, origin: string, dataDir: string) {
  const email = `rival-${Date.now()}@example.com`;
  await page.goto(`${origin}/en/register/user`);
  await page.getByLabel("First name", { exact: true }).fill("Rita");
  await page.getByLabel("Last name", { exact: true }).fill("Rivalova");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rival password");
  await page.getByLabel("Repeat password", { exact: true }).fill("rival password");
  for (const consent of await page.getByRole("main").getByRole("checkbox").all()) await consent.check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(email);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(path.join(dataDir, "outbox"))).filter((message) => message.to === email);
      link = mail.map((message) => findLink(message.text, "/en/register/user-confirmation?token=")).findLast(Boolean);
      return link;
    })
    .toBeDefined();
  await page.goto(link!);
  await page.waitForURL(`${origin}/en/register/organization`);
  await page.getByLabel("Company name").fill("Rival Bistro");
  await page.getByLabel("Company URL name").fill("rivalbistro");
  await expect(page.getByTestId("companyUrlName-status")).toHaveText("✓ Available");
  await page.getByLabel("Venue name").fill("Rival Bistro");
  await page.getByLabel("Venue URL name").fill("rivalbistro");
  await expect(page.getByTestId("storeUrlName-status")).toHaveText("✓ Available");
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(`${origin}/en/rivalbistro/admin-panel/kitchen`);
}
