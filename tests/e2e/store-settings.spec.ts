import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "./fixtures/test";
import sharp from "sharp";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS, RIVAL_STORE } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const copy = demoCopy("settings");

const SETTINGS = `/en/${copy.key}/admin-panel/settings/store`;

async function logoFile(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "carta-logo-")), "logo.png");
  const circle = Buffer.from('<svg width="800" height="400"><circle cx="200" cy="200" r="180" fill="#0f766e"/></svg>');
  writeFileSync(file, await sharp({ create: { width: 800, height: 400, channels: 4, background: "#fde68a" } }).composite([{ input: circle }]).png().toBuffer());
  return file;
}

const phoneRow = (page: Page, index: number) => page.getByTestId("phone-row").nth(index);
const hoursRow = (page: Page, index: number) => page.getByTestId("hours-row").nth(index);

test("the owner edits the store settings, uploads a logo and sees them after a reload", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(SETTINGS));
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveTitle("Store settings · Carta");
  await expect(page.getByRole("heading", { name: "Store settings", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Venue name")).toHaveValue("Carta Demo Lounge");
  await shot(page, "store-settings");
  const phones = await page.getByTestId("phone-row").count();
  const hours = await page.getByTestId("hours-row").count();

  await page.getByRole("button", { name: "Add phone" }).click();
  await phoneRow(page, phones).getByLabel("Phone", { exact: true }).fill("+375 (44) 765-43-21");
  await phoneRow(page, phones).getByLabel("Phone description").fill("Delivery");

  await page.getByRole("button", { name: "Add hours" }).click();
  const night = hoursRow(page, hours);
  await night.getByLabel("Sunday").check();
  await night.getByLabel("Opens").fill("22:00");
  await night.getByLabel("Closes").fill("03:30");
  await expect(night.getByText("Closes after midnight")).toBeVisible();

  await page.getByLabel("Facebook").fill("https://facebook.com/cartademo");
  await page.getByLabel("Currency", { exact: true }).selectOption("USD");
  await page.getByLabel("Time zone").selectOption("Asia/Shanghai");

  await expect(page.getByTestId("storage-usage")).toHaveText(/^Images use [\d.,]+ (kB|MB) of the (100 MB|250 MB|500 MB|1 GB|2 GB) your plan includes$/);
  await page.getByLabel("Logo for the light theme").setInputFiles(await logoFile());
  const preview = page.getByTestId("logo-logoLightId").locator("img");
  await expect(preview).toHaveAttribute("src", /^\/files\/c\d+\/s\d+\/[0-9a-f-]{36}-640\.webp$/);
  await expect(preview).toHaveJSProperty("naturalWidth", 640);
  await shot(page, "store-settings-edited");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("phone-row")).toHaveCount(phones + 1);
  await expect(phoneRow(page, phones).getByLabel("Phone", { exact: true })).toHaveValue("+375 (44) 765-43-21");
  await expect(phoneRow(page, phones).getByLabel("Phone description")).toHaveValue("Delivery");
  await expect(page.getByTestId("hours-row")).toHaveCount(hours + 1);
  await expect(hoursRow(page, hours).getByLabel("Sunday")).toBeChecked();
  await expect(hoursRow(page, hours).getByLabel("Monday")).not.toBeChecked();
  await expect(hoursRow(page, hours).getByLabel("Opens")).toHaveValue("22:00");
  await expect(hoursRow(page, hours).getByLabel("Closes")).toHaveValue("03:30");
  await expect(page.getByLabel("Facebook")).toHaveValue("https://facebook.com/cartademo");
  await expect(page.getByLabel("Currency", { exact: true })).toHaveValue("USD");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Shanghai");
  const src = await preview.getAttribute("src");
  expect(src).toMatch(/-640\.webp$/);
  const logo = await page.request.get(root(src!));
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/webp");
  expect(logo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await preview.scrollIntoViewIfNeeded();
  await shot(page, "store-settings-reloaded");
  await expect(page.getByTestId("storage-usage")).toHaveText(/^Images use [\d.,]+ kB of the /);

  await page.getByLabel("Currency", { exact: true }).selectOption("BYN");
  await page.getByLabel("Time zone").selectOption("Europe/Minsk");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Store settings saved")).toBeVisible();
});

test("bad input shows the catalogue messages and keeps what was typed", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(SETTINGS));
  await page.waitForLoadState("networkidle");
  const phone = phoneRow(page, 0).getByLabel("Phone", { exact: true });
  // The form fills its fields when it hydrates; typing before that would be overwritten.
  await expect(phone).toHaveValue(/\d/);
  await phone.fill("12-34");
  await page.getByLabel("Website").fill("carta example");
  await page.getByRole("button", { name: "Add hours" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(phoneRow(page, 0).getByText("Invalid phone format")).toBeVisible();
  await expect(page.getByText("Invalid URL")).toBeVisible();
  await expect(page.getByTestId("hours-row").last().getByText("You need to select at least one item")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields" })).toBeVisible();
  await expect(phone).toHaveValue("12-34");
  await expect(page.getByLabel("Website")).toHaveValue("carta example");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await phone.scrollIntoViewIfNeeded();
  await shot(page, "store-settings-invalid");

  await phone.fill("+375 29 123-45-67");
  await page.getByLabel("Website").fill("https://carta.example/demo");
  await page.getByTestId("hours-row").last().getByRole("button", { name: /Remove/ }).click();
  await page.getByLabel("Use my own domain").check();
  await page.getByLabel("Domain", { exact: true }).fill("demo.menu.localhost");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This domain belongs to Carta; enter a domain of your own")).toBeVisible();
  await expect(page.getByLabel("Domain", { exact: true })).toHaveValue("demo.menu.localhost");
  await expect(page.getByLabel("Domain", { exact: true })).toBeFocused();
  await expect(phone).toHaveValue("+375 29 123-45-67");
  await shot(page, "store-settings-server-refusal");

  await page.goto(root(SETTINGS.replace("/en/", "/zh/")));
  await expect(page.getByRole("heading", { name: "门店设置", level: 2 })).toBeVisible();
  await page.getByRole("heading", { name: "营业时间" }).scrollIntoViewIfNeeded();
  await shot(page, "store-settings-zh");
});

test("the upload API refuses strangers and other companies, and checks images by content", async ({ request }) => {
  const demo = (await (await request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const form = { file: { name: "logo.png", mimeType: "image/png", buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000" } }).png().toBuffer() }, kind: "logo", storeId: String(demo.id) };
  expect((await request.post(root("/api/uploads"), { multipart: form })).status()).toBe(401);
  await signInWithApi(request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  const refused = await request.post(root("/api/uploads"), { multipart: form });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual({ error: "notFound" });
  const own = (await (await request.get(root(`/api/stores/single?id=${RIVAL_STORE}`))).json()) as { id: number };
  const accepted = await request.post(root("/api/uploads"), { multipart: { ...form, storeId: String(own.id) } });
  expect(accepted.status()).toBe(201);
  expect(await accepted.json()).toMatchObject({ width: 40, height: 40, variants: [{ width: 40, height: 40, url: expect.stringMatching(/^\/files\//) }] });
  const text = await request.post(root("/api/uploads"), {
    multipart: { ...form, storeId: String(own.id), file: { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image") } },
  });
  expect(text.status()).toBe(400);
  expect(await text.json()).toEqual({ error: "unsupportedExtension" });
  const huge = await request.post(root("/api/uploads"), {
    multipart: { ...form, storeId: String(own.id), file: { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(11 * 1024 * 1024) } },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual({ error: "maxSize", num: 10 });
});
