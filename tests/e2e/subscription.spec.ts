import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS, BILLING_STORE } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const BASE = `/en/${BILLING_STORE}/admin-panel/subscription`;

const DETAILS = {
  "Organisation name": "ООО «Биллинг Кафе»",
  "Director's last name": "Иванова",
  "Director's first name": "Мария",
  "Director's middle name": "Сергеевна",
  "Director's position": "Директор",
  "УНП (payer number)": "190000018",
  "Bank name": "ОАО «Банк»",
  IBAN: "BY80 NBRB 3012 0000 0000 7777 7777",
  BIC: "NBRBBY2X",
  "Legal address": "Минск, пр. Независимости, 1",
  Phone: "+375 29 123-45-67",
};

async function shots(page: Page, name: string) {
  for (const [suffix, viewport] of [
    ["mobile", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${suffix}`);
  }
}

test("the owner fills billing details, activates Basic, downloads the invoice, and the platform administrator marks it paid", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, ACCOUNTS.billingOwner.email, ACCOUNTS.billingOwner.password);
  await page.goto(root(BASE));
  await expect(page.getByTestId("current-plan")).toContainText("Trial");
  await expect(page.getByTestId("subscription-badge")).toContainText(/Trial · \d+ days?/);
  await expect(page.getByTestId("subscription-timeline")).toContainText("3-day preparation");
  await expect(page.getByTestId("upcoming")).toContainText("the menu closes to guests unless a plan is paid to follow");
  await expect(page.getByTestId("plan-first_clients_club")).toHaveCount(0);
  await expect(page.getByTestId("plan-trial")).toHaveCount(0);
  await shots(page, "subscription-trial");

  // A paid plan needs billing details first.
  const basic = page.getByTestId("plan-basic");
  await basic.getByRole("button", { name: "Activate" }).click();
  await page.getByTestId("plan-change-dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByTestId("subscription-refusal")).toContainText("Fill in the billing details before choosing a paid plan");
  await page.getByRole("link", { name: "Fill in the billing details" }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/requisites$`));

  for (const [label, value] of Object.entries(DETAILS)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Such VAT number already exists")).toBeVisible();
  await page.getByLabel("УНП (payer number)", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Value is incorrect: a УНП has 9 digits, the last one a check digit")).toBeVisible();
  await page.getByLabel("УНП (payer number)", { exact: true }).fill("191234563");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Billing info saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("IBAN", { exact: true })).toHaveValue("BY80NBRB30120000000077777777");
  await shots(page, "subscription-requisites");

  // Basic lacks some of the trial's features: the confirmation lists them.
  await page.goto(root(BASE));
  await page.getByTestId("plan-basic").getByRole("button", { name: "Activate" }).click();
  const dialog = page.getByTestId("plan-change-dialog");
  await expect(dialog).toContainText("These features will no longer be available:");
  await expect(dialog).toContainText("Offline cart");
  await expect(dialog).toContainText("Wi-Fi QR code");
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText(/Invoice No\. \S+ issued: (Basic|Premium) starts once it is paid/)).toBeVisible();
  await expect(page.getByTestId("subscription-timeline")).toContainText("Waiting for payment");
  const pending = page.getByTestId("pending-payment");
  await expect(pending).toContainText("Basic is awaiting payment");
  await expect(pending).toContainText("Basic starts on the day the payment arrives.");
  await expect(pending).toContainText(/Payment of invoice No\. CA-\d{4}-\d{6}/);
  await expect(pending.getByRole("link", { name: "Download the invoice" })).toHaveAttribute("href", /\/api\/invoices\/\d+\/pdf\?locale=en$/);
  await expect(pending.getByRole("button", { name: "Cancel Basic" })).toBeVisible();
  await shots(page, "subscription-waiting");

  await page.goto(root(`${BASE}/payments`));
  const row = page.getByTestId("invoice-list").locator("tbody tr").first();
  await expect(row).toContainText("Basic");
  await expect(row).toContainText("Unpaid");
  const href = await row.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(root(href!));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The platform administrator records the bank transfer.
  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/invoices"));
  const invoice = page.getByTestId("platform-invoices").locator("tr", { hasText: "Billing Cafe" }).first();
  await expect(invoice).toContainText("Unpaid");
  await invoice.getByRole("button", { name: "Mark paid" }).click();
  await page.getByLabel("Payment reference").fill("PP-e2e-1");
  await page.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(invoice).toContainText("Paid");
  await expect(invoice).not.toContainText("Unpaid");

  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.billingOwner.email, ACCOUNTS.billingOwner.password);
  await page.goto(root(`${BASE}/payments`));
  await expect(page.getByTestId("invoice-list").locator("tbody tr").first()).toContainText("Paid");
  await page.goto(root(BASE));
  await expect(page.getByTestId("current-plan")).toContainText("Basic");
  await expect(page.getByTestId("subscription-badge")).toContainText("Basic");
  await expect(page.getByTestId("plan-basic").getByRole("button")).toHaveCount(0);
  await expect(page.getByTestId("pending-payment")).toHaveCount(0);
  await shots(page, "subscription-basic");
});

test("the owner of another company cannot open the subscription screens or the invoice", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  for (const path of ["", "/history", "/payments", "/requisites"]) {
    const response = await page.goto(root(`${BASE}${path}`));
    expect(response?.status(), path).toBe(404);
  }
  expect((await page.request.get(root("/api/invoices/1/pdf"))).status()).toBe(404);
  await page.context().clearCookies();
  expect((await page.request.get(root("/api/invoices/1/pdf"))).status()).toBe(401);
});
