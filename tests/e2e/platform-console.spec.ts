import type { Page } from "@playwright/test";
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
  await expect(page.getByTestId("console-time-zone")).toHaveText("Times in Europe/Minsk (platform default)");

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

/** Minutes past midnight of an English "…, 5:30 PM" time. */
const minutesOf = (text: string) => {
  const [, hours, minutes, half] = /(\d{1,2}):(\d{2})\s(AM|PM)$/.exec(text)!;
  return ((Number(hours) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(minutes);
};

test("the administrator's profile time zone moves the console's invoice times by its offset", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/invoices"));
  await expect(page.getByTestId("console-time-zone")).toHaveText("Times in Europe/Minsk (platform default)");
  const issued = page.getByTestId("invoice-issued-at").first();
  const instant = await issued.getAttribute("datetime");
  const minsk = minutesOf((await issued.textContent())!);

  const chooseZone = async (label: string) => {
    await page.getByRole("link", { name: "Change time zone" }).click();
    // the browser's zone is suggested once the form runs in the page: only then is a choice kept
    await expect(page.getByText(/^Your browser's time zone: /)).toBeVisible();
    await page.getByLabel("Time zone for times in the operator's console").selectOption({ label });
    await page.getByRole("form", { name: "Time zone" }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.goto(root("/en/platform/invoices"));
  };
  await chooseZone("Asia/Shanghai");
  try {
    await expect(page.getByTestId("console-time-zone")).toHaveText("Times in Asia/Shanghai (your profile setting)");
    const same = page.locator(`[data-testid="invoice-issued-at"][datetime="${instant}"]`).first();
    // Shanghai is UTC+8 all year, Minsk UTC+3: five hours later on the clock
    expect((minutesOf((await same.textContent())!) - minsk + 24 * 60) % (24 * 60)).toBe(5 * 60);
  } finally {
    await chooseZone("Platform default (Europe/Minsk)");
  }
  await expect(page.getByTestId("console-time-zone")).toHaveText("Times in Europe/Minsk (platform default)");
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

/** Neither the page nor any of its tables has to be scrolled sideways to be read. */
async function expectNoSidewaysScroll(page: Page) {
  const overflowing = await page.evaluate(() =>
    [document.documentElement, ...[...document.querySelectorAll("table")].map((table) => table.parentElement!)]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.querySelector("table")?.dataset.testid ?? element.tagName),
  );
  expect(overflowing).toEqual([]);
}

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
    await expectNoSidewaysScroll(page);
    await shot(page, `console-company-${device}`);
    await page.getByRole("heading", { name: "Payments", level: 2 }).scrollIntoViewIfNeeded();
    await shot(page, `console-company-payments-${device}`);

    await page.goto(root("/en/platform/invoices"));
    await expect(page.getByRole("heading", { name: "Revenue per month and currency" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export as CSV" })).toHaveAttribute("href", "/api/platform/revenue");
    await page.getByRole("heading", { name: "Revenue per month and currency" }).scrollIntoViewIfNeeded();
    await shot(page, `console-revenue-${device}`);
    await expectNoSidewaysScroll(page);

    await page.goto(root("/en/platform/messages"));
    const filter = page.getByTestId("message-state-filter");
    await expect(filter.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: /^Closed \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/state=closed$/);
    for (const state of await page.getByTestId("message-state").all()) await expect(state).toHaveText("Closed");
    await shot(page, `console-messages-${device}`);
    await expectNoSidewaysScroll(page);

    await page.goto(root("/en/platform/system"));
    for (const name of ["Mail delivery failures", "Translation characters per provider and month", "Storage per company"]) await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await page.getByRole("heading", { name: "Mail delivery failures", level: 2 }).scrollIntoViewIfNeeded();
    await shot(page, `console-system-${device}`);
    await expectNoSidewaysScroll(page);
    for (const path of ["/en/platform/companies", "/en/platform/plans", "/en/platform/legal"]) {
      await page.goto(root(path));
      await expectNoSidewaysScroll(page);
    }
  });
}
