import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const CONSOLE_PATHS = ["/en/platform", "/en/platform/companies", "/en/platform/companies/1", "/en/platform/invoices", "/en/platform/plans", "/en/platform/messages", "/en/platform/legal", "/en/platform/system"];
const OLD_SETTINGS_PATHS = ["invoices", "plans", "legal", "messages"].map((slug) => `/en/demo/admin-panel/settings/${slug}`);

const outsiders = [
  { who: "the demo owner", account: ACCOUNTS.demoOwner },
  { who: "the demo store manager", account: ACCOUNTS.demoStoreManager },
  { who: "the rival owner", account: ACCOUNTS.rivalOwner },
  { who: "the rival store manager", account: ACCOUNTS.rivalStoreManager },
];

test("the console is not found for anonymous visitors", async ({ request }) => {
  for (const path of CONSOLE_PATHS) expect((await request.get(root(path), { maxRedirects: 0 })).status(), path).toBe(404);
});

for (const { who, account } of outsiders) {
  test(`the console is not found for ${who}`, async ({ request }) => {
    await signInWithApi(request, account.email, account.password);
    for (const path of [...CONSOLE_PATHS, ...(account === ACCOUNTS.demoOwner ? OLD_SETTINGS_PATHS : [])]) expect((await request.get(root(path), { maxRedirects: 0 })).status(), path).toBe(404);
  });
}

test("the administrator works in the console; the venue settings keep only the venue's pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform"));
  await expect(page).toHaveURL(/\/en\/platform\/companies$/);
  await page.goto(root("/en/platform/invoices"));
  const nav = page.getByRole("navigation", { name: "Operator console" });
  for (const name of ["Companies", "Billing", "Plans", "Messages", "Legal documents", "System"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(page.getByTestId("console-time-zone")).toHaveText("Times in Europe/Minsk (the platform's time zone)");

  await page.getByTestId("invoice-state-filter").getByRole("link", { name: "Paid", exact: true }).click();
  await expect(page).toHaveURL(/state=paid$/);
  const statuses = page.getByTestId("platform-invoices").locator("tbody tr");
  for (const row of await statuses.all()) await expect(row).not.toContainText(/Unpaid|Overdue|Voided/);

  await nav.getByRole("link", { name: "Plans" }).click();
  await expect(page.getByRole("link", { name: "Plans" })).toHaveAttribute("aria-current", "page");

  for (const path of OLD_SETTINGS_PATHS) {
    await page.goto(root(path));
    await expect(page, path).toHaveURL(root(`/en/platform/${path.split("/").at(-1)}`));
  }
  await page.goto(root("/en/demo/admin-panel/settings/profile"));
  const tabs = page.getByRole("navigation", { name: "Settings" });
  await expect(tabs.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: /Invoices|Plan prices|Legal documents|Messages/ })).toHaveCount(0);
});

test("on a phone the console's sections open from a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/invoices"));
  const nav = page.getByRole("navigation", { name: "Operator console" });
  await expect(nav).toBeHidden();
  await expect(page.getByTestId("console-time-zone")).toBeInViewport();
  await page.getByTestId("admin-bar").getByRole("button", { name: "Sections" }).click();
  await nav.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/en\/platform\/messages$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole("heading", { name: "Received messages" })).toBeVisible();
});

test("the administrator finds a company by its owner's e-mail and opens its page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/companies"));
  await page.getByRole("searchbox", { name: "Company name or a user's e-mail" }).fill(ACCOUNTS.rivalStoreManager.email);
  await page.getByRole("button", { name: "Find" }).click();
  const rows = page.getByTestId("companies").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ACCOUNTS.rivalOwner.email);
  await rows.first().getByRole("link", { name: "Rival Bar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rival Bar" })).toBeVisible();
  await expect(page.getByTestId("company-stores")).toContainText("Rival Bar");
  await expect(page.getByTestId("company-users")).toContainText(ACCOUNTS.rivalStoreManager.email);
  await expect(page.getByTestId("company-users")).not.toContainText(ACCOUNTS.demoOwner.email);
});

for (const [device, size] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the console's company, billing, inbox and system pages show their new sections on a ${device}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
    await page.goto(root(`/en/platform/companies?q=${encodeURIComponent(ACCOUNTS.demoOwner.email)}`));
    await page.getByTestId("companies").locator("tbody tr").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/en\/platform\/companies\/\d+$/);
    await expect(page.getByRole("heading", { name: "Payments", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Actions history", level: 2 })).toBeVisible();
    await expect(page.getByTestId("console-time-zone")).toBeVisible();
    await shot(page, `console-company-${device}`);
    await page.getByRole("heading", { name: "Payments", level: 2 }).scrollIntoViewIfNeeded();
    await shot(page, `console-company-payments-${device}`);

    await page.goto(root("/en/platform/invoices"));
    await expect(page.getByRole("heading", { name: "Revenue per month and currency" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export as CSV" })).toHaveAttribute("href", "/api/platform/revenue");
    await page.getByRole("heading", { name: "Revenue per month and currency" }).scrollIntoViewIfNeeded();
    await shot(page, `console-revenue-${device}`);

    await page.goto(root("/en/platform/messages"));
    const filter = page.getByTestId("message-state-filter");
    await expect(filter.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: /^Closed \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/state=closed$/);
    for (const state of await page.getByTestId("message-state").all()) await expect(state).toHaveText("Closed");
    await shot(page, `console-messages-${device}`);

    await page.goto(root("/en/platform/system"));
    for (const name of ["Mail delivery failures", "Translation characters per provider and month", "Storage per company"]) await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await page.getByRole("heading", { name: "Mail delivery failures", level: 2 }).scrollIntoViewIfNeeded();
    await shot(page, `console-system-${device}`);
  });
}
