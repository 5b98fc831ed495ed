import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { migrateDatabase } from "../../lib/db/migrate";
import { openPglite } from "../../lib/db/open";
import { billingInfo, companies, stores, storeSettings, users } from "../../lib/db/schema";
import { demoMenu } from "../../lib/db/seed/demo-menu";
import { demoStore } from "../../lib/db/seed/demo-store";
import { insertMenu } from "../../lib/db/seed/insert-menu";
import { hashPassword } from "../../lib/passwords";
import { billingDetails } from "../support/billing-details";
import { fakeBepaid } from "../support/payment-servers/fake-bepaid";
import { signInWithForm } from "./auth-helpers";
import { expect, test } from "./fixtures/test";
import { shot } from "./helpers";
import { startOwnServer } from "./own-server";
import { freePort } from "../support/free-port";

const KEY = "cardcafe";
const OWNER = { email: "owner@cardcafe.carta.test", password: "card-cafe-2026" };
const SHOP = { shopId: "361", secretKey: "e2e-bepaid-secret-key" };

/** A venue whose trial ended weeks ago: its menu is closed until a plan is paid. */
async function seedClosedVenue(dataDir: string) {
  const database = await openPglite(path.join(dataDir, "db"));
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [company] = await db.insert(companies).values({ name: "Card Cafe", urlName: "cardcafe" }).returning();
    const [store] = await db
      .insert(stores)
      .values({ ...demoStore, companyId: company!.id, urlKey: KEY, name: "Card Cafe", currency: "BYN", createdAt: new Date(Date.now() - 40 * 86_400_000), setupEndsAt: new Date(Date.now() - 37 * 86_400_000) })
      .returning();
    const scope = { companyId: company!.id, storeId: store!.id };
    await db.insert(storeSettings).values(scope);
    await db.transaction((tx) => insertMenu(tx, scope, demoMenu));
    await db.insert(billingInfo).values({ companyId: company!.id, ...billingDetails("194444448", "31350000001000000444") });
    await db.insert(users).values({ email: OWNER.email, passwordHash: await hashPassword(OWNER.password), emailConfirmedAt: new Date(), uiLocale: "en", role: "company_manager", companyId: company!.id, firstName: "Clara" });
  } finally {
    await database.close();
  }
}

async function guestMenu(request: APIRequestContext, port: number) {
  const response = await request.get(`http://127.0.0.1:${port}/en/menu`, { headers: { Host: `${KEY}.menu.localhost:${port}` }, maxRedirects: 0 });
  return response.status() === 200 ? "menu" : response.headers()["location"];
}

test("a closed venue pays its Basic invoice by card on bePaid's page, its menu opens without the administrator, and the kept card renews it until removed", async ({ page, request }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-card-payment-"));
  await seedClosedVenue(dataDir);
  const bepaid = await fakeBepaid(SHOP);
  // A port of its own: the suite's fixed ports (PORT to PORT + 17) belong to other specs.
  const port = await freePort();
  const server = await startOwnServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PAYMENT_PROVIDER: "bepaid",
    BEPAID_SHOP_ID: SHOP.shopId,
    BEPAID_SECRET_KEY: SHOP.secretKey,
    BEPAID_PUBLIC_KEY: bepaid.publicKey,
    BEPAID_API_URL: bepaid.origin,
    BEPAID_TEST_MODE: "true",
  });
  try {
    expect(await guestMenu(request, port)).toBe("/en/deterrence?reason=ended");

    await page.goto(`${server.origin}/en`);
    await signInWithForm(page, OWNER.email, OWNER.password);
    await page.waitForURL(/\/en\/cardcafe\/admin-panel/);
    await page.goto(`${server.origin}/en/${KEY}/admin-panel/subscription`);
    await page.getByTestId("plan-basic").getByRole("button", { name: "Activate" }).click();
    await page.getByTestId("plan-change-dialog").getByRole("button", { name: "Activate" }).click();
    await expect(page.getByTestId("pending-payment")).toBeVisible();
    await expect(page.getByTestId("pending-payment").getByRole("button", { name: "Pay by card" })).toBeVisible();

    await expect(page.getByTestId("card-renewal")).toContainText("No card is saved");
    await page.goto(`${server.origin}/en/${KEY}/admin-panel/subscription/payments`);
    const invoice = page.getByTestId("invoice-list").locator("tbody tr").filter({ hasText: "Unpaid" });
    await expect(invoice.getByRole("button", { name: "Pay by card" })).toBeVisible();
    await shot(page, "card-payment-invoices");

    // the pending plan's Pay by card, keeping the card for automatic renewal
    await page.goto(`${server.origin}/en/${KEY}/admin-panel/subscription`);
    const pending = page.getByTestId("pending-payment");
    await pending.getByLabel("Renew automatically by this card").check();
    await pending.getByRole("button", { name: "Pay by card" }).click();

    await page.waitForURL(`${bepaid.origin}/v2/checkout?token=*`);
    await expect(page.getByTestId("amount")).toHaveText("89.00 BYN");
    await page.getByRole("button", { name: "Pay" }).click();

    await page.waitForURL(new RegExp(`/en/${KEY}/admin-panel/subscription/payments\\?checkout=\\d+`));
    const result = page.getByTestId("card-payment-result");
    await expect(result).toHaveAttribute("data-status", "paid");
    await expect(result).toContainText("Payment received");
    await expect(page.getByTestId("invoice-list").locator("tbody tr").filter({ hasText: "Basic" })).toContainText("Paid");
    await expect(page.getByTestId("card-payment-list")).toContainText("visa •••• 4242");
    await shot(page, "card-payment-paid");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "card-payment-paid-mobile");

    expect(await guestMenu(request, port)).toBe("menu");
    expect(bepaid.deliveries.map((delivery) => delivery.status)).toEqual([200]);
    expect(bepaid.checkouts.values().next().value!.additional_data).toEqual({ contract: ["recurring"] });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.origin}/en/${KEY}/admin-panel/subscription`);
    const renewal = page.getByTestId("card-renewal");
    await expect(renewal.getByTestId("saved-card")).toHaveText("VISA •••• 4242 · expires 12/2030");
    await expect(renewal.getByLabel("Renew automatically by card")).toBeChecked();
    await expect(renewal.getByTestId("renewal-state")).toContainText(/^Renews on .+ for BYN\s89\.00; the card is charged up to 7 days before\.$/);
    await shot(page, "card-renewal-on");
    await renewal.getByLabel("Renew automatically by card").uncheck();
    await expect(renewal.getByTestId("renewal-state")).toContainText(/^Renewal off: paid until /);
    await expect(renewal.getByLabel("Renew automatically by card")).not.toBeChecked();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "card-renewal-off-mobile");
    await renewal.getByRole("button", { name: "Remove card" }).click();
    await page.getByTestId("remove-card-dialog").getByRole("button", { name: "Remove card" }).click();
    await expect(renewal).toContainText("No card is saved");
  } finally {
    await server.stop();
    await bepaid.close();
  }
});
