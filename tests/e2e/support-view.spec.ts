import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const BANNER = /^Support view of .+ — read-only/;

test("the administrator views the demo as its owner: bannered, read-only, and back to the console", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/companies"));
  await page.getByRole("searchbox", { name: "Company name or a user's e-mail" }).fill(ACCOUNTS.demoOwner.email);
  await page.getByRole("button", { name: "Find" }).click();
  const rows = page.getByTestId("companies").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/en\/platform\/companies\/\d+$/);
  const companyPage = page.url();
  await shot(page, "support-view-company-desktop");

  await page.getByRole("button", { name: "View as owner" }).click();
  await expect(page).toHaveURL(/\/en\/[a-z0-9_-]+\/admin-panel/);
  const banner = page.getByTestId("support-view-banner");
  await expect(banner.getByText(BANNER)).toBeVisible();

  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await expect(banner.getByText(BANNER)).toBeVisible();
  const salads = await page.getByRole("link", { name: "Салаты", exact: true }).getAttribute("href");
  await page.goto(root(salads!));
  await expect(page.getByRole("button", { name: "Edit Цезарь с курицей" })).toBeVisible();
  await shot(page, "support-view-admin-desktop");

  await page.goto(root("/en/demo/admin-panel/settings/wifi"));
  await expect(page.locator('form[aria-labelledby="wifi-title"]')).toHaveAttribute("data-ready", "true");
  const ssid = await page.getByLabel("Network name (SSID)").inputValue();
  await page.getByLabel("Network name (SSID)").fill("Taken over by support");
  await page.getByLabel("Encryption").selectOption("WPA");
  await page.getByLabel("Password", { exact: true }).fill("support-password");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This is a read-only support view: nothing was changed.", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Network name (SSID)")).toHaveValue(ssid);

  await banner.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(companyPage);
  await expect(page.getByTestId("support-view-banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "View as owner" })).toBeVisible();
});

test("on a phone the support view's banner and its way out are in sight", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/companies"));
  await page.getByRole("searchbox", { name: "Company name or a user's e-mail" }).fill(ACCOUNTS.demoOwner.email);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByTestId("companies").locator("tbody tr").first().getByRole("link").first().click();
  await page.getByRole("button", { name: "View as owner" }).click();
  const banner = page.getByTestId("support-view-banner");
  await expect(banner.getByText(BANNER)).toBeInViewport();
  await expect(banner.getByRole("button", { name: "Leave" })).toBeInViewport();
  await shot(page, "support-view-admin-phone");
  await banner.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/en\/platform\/companies\/\d+$/);
});

test("the owner cannot open a support view", async ({ request }) => {
  await signInWithApi(request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  const answer = await request.post(root("/api/platform/support-view"), { form: { companyId: "1", locale: "en" }, maxRedirects: 0, headers: { origin: root("").replace(/\/$/, "") } });
  expect(answer.status()).toBe(404);
  expect(answer.headers()["set-cookie"] ?? "").not.toContain("support-view");
});
