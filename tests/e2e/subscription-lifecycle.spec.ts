import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, type APIRequestContext, type Page, test } from "./fixtures/test";
import { ibanCheckDigits } from "../../lib/domain/bank-codes";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT, root, shot, venue } from "./helpers";

const copy = demoCopy("lifecycle");
const BASE = `/en/${copy.key}/admin-panel/subscription`;
const DAY = 86_400_000;
const account = "30120000000000000042";
const DETAILS = {
  "Organisation name": "ООО «Жизненный цикл»",
  "Director's last name": "Смирнова",
  "Director's first name": "Ольга",
  "Director's position": "Директор",
  "УНП (payer number)": "193456792",
  "Bank name": "ОАО «Банк»",
  IBAN: `BY${ibanCheckDigits("BY", `NBRB${account}`)}NBRB${account}`,
  BIC: "NBRBBY2X",
  "Legal address": "Минск, ул. Часовая, 4",
  Phone: "+375 29 765-43-21",
};

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let start: number;

/** Moves the service's time (the test clock hook, platform administrator only) to `days` after the spec began. */
async function moveClock(days: number) {
  const answer = await admin.post(root("/api/test-clock"), { data: { at: new Date(start + days * DAY).toISOString() } });
  expect(answer.status()).toBe(200);
}

/** Where a guest's request for the menu leads: 200 (the menu) or the notice it is sent to. */
async function guestMenu(request: APIRequestContext) {
  const response = await request.get(`http://127.0.0.1:${PORT}/en/menu`, { headers: { Host: `${copy.key}.menu.localhost:${PORT}` }, maxRedirects: 0 });
  return response.status() === 200 ? "menu" : response.headers()["location"];
}

/** The owner's mails about the venue's subscription in the server's outbox (named by the time written): subject and attached files. */
async function subscriptionMails(): Promise<{ subject: string; files: string[] }[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return [];
  const mails = await Promise.all(readdirSync(outbox).filter((file) => file.endsWith(".eml")).sort().map((file) => simpleParser(readFileSync(path.join(outbox, file)))));
  return mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === copy.owner.email && (mail.text ?? "").includes(`/${copy.key}/admin-panel/subscription`))
    .map((mail) => ({ subject: mail.subject ?? "", files: mail.attachments.map((file) => file.filename ?? "") }));
}

async function markPaid(page: Page, number: string) {
  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/invoices"));
  const row = page.getByTestId(`platform-invoice-${number}`);
  await row.getByRole("button", { name: "Mark paid" }).click();
  await page.getByLabel("Payment reference").fill(`PP-${number}`);
  await page.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(row).toContainText("Paid");
  await page.context().clearCookies();
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
}

async function activate(page: Page, plan: "basic" | "premium"): Promise<string> {
  await page.goto(root(BASE));
  await page.getByTestId(`plan-${plan}`).getByRole("button", { name: "Activate" }).click();
  await page.getByTestId("plan-change-dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText(/Invoice No\. \S+ issued: (Basic|Premium) starts once it is paid/)).toBeVisible();
  await page.goto(root(`${BASE}/payments`));
  const row = page.getByTestId("invoice-list").locator("tbody tr").filter({ hasText: plan === "basic" ? "Basic" : "Premium" }).filter({ hasText: "Unpaid" });
  return (await row.getAttribute("data-testid"))!.replace("invoice-", "");
}

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext();
  await signInWithApi(admin, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  const clock = (await (await admin.get(root("/api/test-clock"))).json()) as { now: string };
  start = new Date(clock.now).getTime();
});

test.afterAll(async () => {
  await admin.post(root("/api/test-clock"), { data: { at: new Date().toISOString() } });
  await admin.dispose();
});

test("a new venue: preparing for 3 days, trial on day 4 by itself, paused when it ends, Basic once paid, Premium's Wi-Fi and cart, cooldown on the next switch", async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(await guestMenu(request)).toBe("/en/deterrence");
  await page.goto(venue(copy.key, "/en/menu"));
  await expect(page.getByRole("heading", { name: "The menu is being prepared" })).toBeVisible();

  await moveClock(4);
  expect(await guestMenu(request)).toBe("menu");
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(BASE));
  await expect(page.getByTestId("current-plan")).toContainText("Trial");
  await expect(page.getByTestId("subscription-timeline")).toContainText("3-day preparation");

  await moveClock(4 + 15);
  expect(await guestMenu(request)).toBe("/en/deterrence?reason=ended");
  // told by mail though nobody opened the admin panel, once
  await expect.poll(async () => (await subscriptionMails()).length, { timeout: 20_000 }).toBe(1);
  await page.goto(venue(copy.key, "/ru/menu"));
  await expect(page.getByRole("heading", { name: "Меню сейчас недоступно" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "deterrence-ended-ru");
  await page.goto(venue(copy.key, "/ar/menu"));
  await expect(page.getByRole("heading", { name: "القائمة غير متاحة حاليًا" })).toBeVisible();
  await shot(page, "deterrence-ended-ar");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin panel keeps working, with a banner; a paid plan needs billing details first.
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await expect(page.getByTestId("menu-closed-banner")).toBeVisible();
  await page.goto(root(`${BASE}/requisites`));
  for (const [label, value] of Object.entries(DETAILS)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Billing info saved")).toBeVisible();

  const basic = await activate(page, "basic");
  await markPaid(page, basic);
  await expect.poll(async () => (await subscriptionMails()).length, { timeout: 60_000 }).toBe(3);
  expect((await subscriptionMails()).map((mail) => mail.files)).toEqual([[], [`invoice-${basic}.pdf`], []]);
  expect(await guestMenu(request)).toBe("menu");
  await page.goto(venue(copy.key, "/en/menu"));
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId("menu-search")).toHaveCount(1);
  await expect(page.getByTestId("cart-button")).toHaveCount(0);
  await expect(page.locator(".menu-add").first()).toBeHidden();
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/wifi`));
  await expect(page.getByTestId("plan-gate")).toContainText("Wi-Fi QR code is not included in your current plan. It comes with Premium.");

  const premium = await activate(page, "premium");
  await markPaid(page, premium);
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/wifi`));
  await expect(page.getByTestId("plan-gate")).toHaveCount(0);
  await page.getByLabel("Network name (SSID)").fill("Lifecycle guests");
  await page.getByLabel("Password").fill("welcome-2031");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Wi-Fi settings saved")).toBeVisible();
  await page.goto(venue(copy.key, "/en/menu"));
  await expect(page.getByTestId("wifi-details")).toBeVisible();
  await page.locator(".menu-add").first().click();
  await expect(page.getByTestId("cart-button")).toBeVisible();

  await page.goto(root(BASE));
  await page.getByTestId("plan-basic").getByRole("button", { name: "Activate" }).click();
  await page.getByTestId("plan-change-dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByTestId("subscription-refusal")).toContainText("Not enough time has passed since the last activation");
  await shot(page, "subscription-cooldown");
});
