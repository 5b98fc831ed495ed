import { expect, type Page, test } from "./fixtures/test";
import { decodeQrPdf, decodeQrPng } from "../support/zbar";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("wifi");

const SETTINGS = `/en/${copy.key}/admin-panel/settings/wifi`;
const SSID = 'My "Cafe"; Wi-Fi, \\ :guest';
const PASSWORD = 'p;a,s:s"\\w0rd';
const PAYLOAD = 'WIFI:T:WPA;S:My \\"Cafe\\"\\; Wi-Fi\\, \\\\ \\:guest;P:p\\;a\\,s\\:s\\"\\\\w0rd;H:true;;';

async function openSettings(page: Page) {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(SETTINGS));
  await expect(page.locator('form[aria-labelledby="wifi-title"]')).toHaveAttribute("data-ready", "true");
}

async function saveNetwork(page: Page, values: { ssid: string; encryption: string; password?: string; hidden?: boolean }) {
  await page.getByLabel("Network name (SSID)").fill(values.ssid);
  await page.getByLabel("Encryption").selectOption(values.encryption);
  if (values.password !== undefined) await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Hidden network (does not broadcast its name)").setChecked(values.hidden ?? false);
  await page.getByRole("button", { name: "Save" }).click();
}

test.describe.configure({ mode: "serial" });

test("the owner saves a network full of special characters and prints its card", async ({ page }) => {
  await openSettings(page);
  await expect(page).toHaveTitle("Wi-Fi · Carta");
  await expect(page.getByRole("heading", { name: "Wi-Fi", level: 2 })).toBeVisible();

  await saveNetwork(page, { ssid: SSID, encryption: "WPA", password: "short", hidden: true });
  await expect(page.getByText("A WPA password has 8 to 63 characters, or exactly 64 hexadecimal digits")).toBeVisible();
  await page.getByLabel("Network name (SSID)").fill("Ж".repeat(17));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The network name must not exceed 32 bytes", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Network name (SSID)")).toHaveValue("");

  await saveNetwork(page, { ssid: SSID, encryption: "WPA", password: PASSWORD, hidden: true });
  await expect(page.getByText("Wi-Fi settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Network name (SSID)")).toHaveValue(SSID);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);

  const card = page.getByTestId("wifi-print-card");
  await expect(card).toContainText("Carta Demo Lounge");
  await expect(card).toContainText(SSID);
  expect(await decodeQrPng(await card.getByRole("img", { name: `QR code to join the Wi-Fi network ${SSID}` }).screenshot())).toBe(PAYLOAD);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print the card" })).toBeHidden();
  await expect(card).toBeVisible();
  await shot(page, "wifi-print");
  expect(await decodeQrPdf(await page.pdf({ format: "A4" }))).toBe(PAYLOAD);
  await page.emulateMedia({ media: "screen" });
  await shot(page, "wifi-settings");
});

test("guests see the network and a QR code that decodes to exactly the join payload", async ({ page }) => {
  await page.goto(venue(copy.key, "/en/menu"));
  const details = page.getByTestId("wifi-details");
  await details.locator("summary").click();
  await expect(details.getByTestId("wifi-ssid")).toHaveText(SSID);
  await expect(details.getByTestId("wifi-password")).toHaveText(PASSWORD);
  await expect(details.getByText("The network is hidden", { exact: false })).toBeVisible();
  const qr = details.getByRole("img", { name: `QR code to join the Wi-Fi network ${SSID}` });
  expect(await decodeQrPng(await qr.screenshot())).toBe(PAYLOAD);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await details.getByRole("button", { name: "Copy the password" }).click();
  await expect(details.getByRole("button", { name: "Password copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PASSWORD);
  await shot(page, "guest-wifi");
});

test("the Wi-Fi details open without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(venue(copy.key, "/ru/menu"));
  const details = page.getByTestId("wifi-details");
  await details.locator("summary").click();
  await expect(details.getByTestId("wifi-ssid")).toHaveText(SSID);
  await expect(details.getByRole("img", { name: `QR-код для подключения к сети Wi-Fi ${SSID}` })).toBeVisible();
  await expect(details.getByRole("button")).toHaveCount(0);
  await context.close();
});

test("markup in a network name is shown as text, never run", async ({ page }) => {
  await openSettings(page);
  const ssid = "<img src=x onerror=__pwned=1>";
  await saveNetwork(page, { ssid, encryption: "nopass" });
  await expect(page.getByText("Wi-Fi settings saved")).toBeVisible();
  await page.goto(venue(copy.key, "/en/menu"));
  await page.getByTestId("wifi-details").locator("summary").click();
  await expect(page.getByTestId("wifi-ssid")).toHaveText(ssid);
  await expect(page.getByText("No password needed")).toBeVisible();
  expect(await decodeQrPng(await page.getByTestId("wifi-qr").screenshot())).toBe("WIFI:T:nopass;S:<img src=x onerror=__pwned=1>;;");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test("an empty network name takes Wi-Fi off the menu", async ({ page }) => {
  await openSettings(page);
  await saveNetwork(page, { ssid: "", encryption: "WPA", password: "" });
  await expect(page.getByText("Wi-Fi taken off the menu")).toBeVisible();
  await expect(page.getByTestId("wifi-print-card")).toHaveCount(0);
  await page.goto(venue(copy.key, "/en/menu"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("wifi-details")).toHaveCount(0);
});

for (const account of [ACCOUNTS.rivalOwner, ACCOUNTS.rivalStoreManager]) {
  test(`${account.email} gets 404 on demo's Wi-Fi settings`, async ({ request }) => {
    await signInWithApi(request, account.email, account.password);
    expect((await request.get(root(`/en/${copy.key}/admin-panel/settings/wifi`))).status()).toBe(404);
    expect((await request.get(root("/en/rival/admin-panel/settings/wifi"))).status()).toBe(200);
  });
}
