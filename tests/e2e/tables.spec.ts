import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "./fixtures/test";
import sharp from "sharp";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { moveUpByKeyboard, root, shot, venue } from "./helpers";

const copy = demoCopy("tables");

const suffix = Date.now().toString(36);
const windowName = `Окно «${suffix}» & #1`;
const bar = `Bar ${suffix}`;

const dir = mkdtempSync(path.join(os.tmpdir(), "carta-tables-e2e-"));
const decode = (file: string) =>
  execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
    .split("\n")
    .filter(Boolean);

async function download(page: Page, name: string | RegExp, file: string): Promise<string> {
  const [item] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const target = path.join(dir, file);
  await item.saveAs(target);
  return target;
}

async function addTable(page: Page, name: string, note = "") {
  await page.getByRole("button", { name: "Add table" }).click();
  const dialog = page.getByRole("dialog", { name: "New table" });
  await dialog.getByLabel("Name or number").fill(name);
  if (note) await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Create" }).click();
  return dialog;
}

const row = (page: Page, name: string) => page.getByTestId("table-row").filter({ has: page.getByTestId("table-name").getByText(name, { exact: true }) });

test("the owner prints the tables sheet; a code from the PDF leads the guest to the right venue and table", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/tables`));
  await expect(page).toHaveTitle("Tables · Carta");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tables" })).toBeVisible();

  const dialog = await addTable(page, "   ");
  await expect(dialog.getByText("This field is required")).toBeVisible();
  await dialog.getByLabel("Name or number").fill(windowName);
  await dialog.getByLabel("Note").fill("4 seats");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Table created")).toBeVisible();
  await addTable(page, bar);
  await expect(row(page, bar)).toBeVisible();

  const duplicate = await addTable(page, bar);
  await expect(duplicate.getByText("It seems this table name already exists")).toBeVisible();
  await duplicate.getByRole("button", { name: "Cancel" }).click();
  await shot(page, "tables-admin");

  const numberOf = (name: string) => row(page, name).getByText(/^Table number \d+$/);
  const windowNumber = Number((await numberOf(windowName).textContent())!.replace(/\D/g, ""));
  await expect(numberOf(bar)).toHaveText(`Table number ${windowNumber + 1}`);
  await moveUpByKeyboard(page.getByRole("button", { name: `Move ${bar}` }));
  await expect(page.getByText("Order saved")).toBeVisible();
  await expect(numberOf(bar)).toHaveText(`Table number ${windowNumber}`);
  await expect(numberOf(windowName)).toHaveText(`Table number ${windowNumber + 1}`);
  const names = await page.getByTestId("table-name").allTextContents();
  expect(names.indexOf(bar)).toBe(names.indexOf(windowName) - 1);

  const barLink = (await row(page, bar).getByTestId("scan-link").textContent())!.trim();
  const windowLink = (await row(page, windowName).getByTestId("scan-link").textContent())!.trim();
  expect(barLink).toMatch(new RegExp(`^${root("/t/").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[A-Za-z0-9_-]{24}$`));

  const svg = await download(page, `Download the QR code of ${bar} as SVG`, "bar.svg");
  const png = await download(page, `Download the QR code of ${bar} as PNG`, "bar.png");
  expect(decode(png)).toEqual([barLink]);
  await sharp(svg, { density: 300 }).flatten({ background: "#fff" }).png().toFile(`${svg}.png`);
  expect(decode(`${svg}.png`)).toEqual([barLink]);

  const pdf = await download(page, "Download all as PDF", "tables.pdf");
  execFileSync("pdftoppm", ["-r", "150", "-png", pdf, path.join(dir, "sheet")]);
  const codes = readdirSync(dir).filter((file) => file.startsWith("sheet")).flatMap((file) => decode(path.join(dir, file)));
  expect(codes).toContain(barLink);
  expect(codes).toContain(windowLink);
  expect(execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" })).toContain(windowName);

  const position = (await row(page, bar).getByText(/^Table number \d+$/).textContent())!.replace(/\D/g, "");
  const guest = await page.context().browser()!.newPage({ locale: "en-US" });
  await guest.goto(codes.find((code) => code === barLink)!);
  await expect(guest).toHaveURL(venue(copy.key, `/en/menu?table=${position}&qrcode=true`));
  await expect(guest.getByTestId("table-badge")).toHaveText(`Table ${position}`);
  await shot(guest, "tables-guest-badge");
  await guest.getByTestId("locale-switch").selectOption("ru");
  await expect(guest.getByTestId("table-badge")).toHaveText(`Стол ${position}`);
  await guest.getByTestId("locale-switch").selectOption("zh");
  await expect(guest.getByTestId("table-badge")).toHaveText(`${position} 号桌`);
  await expect(guest).toHaveURL(venue(copy.key, `/zh/menu?table=${position}&qrcode=true`));

  await row(page, bar).getByRole("button", { name: `New QR code for ${bar}` }).click();
  const confirm = page.getByRole("dialog", { name: "Make a new QR code" });
  await expect(confirm).toContainText("will stop working");
  await confirm.getByRole("button", { name: "Make a new code" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, bar).getByTestId("scan-link")).not.toHaveText(barLink);
  const renewed = (await row(page, bar).getByTestId("scan-link").textContent())!.trim();
  expect((await guest.goto(barLink))!.status()).toBe(404);
  await guest.goto(renewed);
  await expect(guest).toHaveURL(venue(copy.key, `/zh/menu?table=${position}&qrcode=true`));
  await expect(guest.getByTestId("table-badge")).toHaveText(`${position} 号桌`);
  await guest.close();

  await row(page, bar).getByRole("button", { name: `Delete ${bar}` }).click();
  await page.getByRole("dialog", { name: "Delete table" }).getByRole("button", { name: "Delete" }).click();
  await expect(row(page, bar)).toHaveCount(0);
});

test("a scan link with an unknown key leads to the not-found page; the QR lookup answers 404", async ({ page, request }) => {
  const response = await page.goto(root("/t/AAAAAAAAAAAAAAAAAAAAAAAA"));
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /t/AAAAAAAAAAAAAAAAAAAAAAAA");
  expect((await request.get(root("/t/not-a-key"), { maxRedirects: 0 })).status()).toBe(404);
  const lookup = await request.get(root("/api/store-and-company-by-qr-key?qrKey=AAAAAAAAAAAAAAAAAAAAAAAA"));
  expect(lookup.status()).toBe(404);
  expect(await lookup.json()).toEqual({ error: "Not found" });
  expect((await request.get(root("/api/store-and-company-by-qr-key"))).status()).toBe(404);
});

test("the QR lookup is public and answers where a known key leads", async ({ page, request }) => {
  await signInWithApi(page.request, copy.storeManager.email, copy.storeManager.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/tables`));
  await addTable(page, `Lookup ${suffix}`);
  const link = (await row(page, `Lookup ${suffix}`).getByTestId("scan-link").textContent())!.trim();
  const key = link.split("/t/")[1]!;
  const lookup = await request.get(root(`/api/store-and-company-by-qr-key?qrKey=${key}`));
  expect(lookup.status()).toBe(200);
  expect(await lookup.json()).toMatchObject({ store_url_key: copy.key, custom_domain_enabled: false, position: expect.any(Number) });
  const redirect = await request.get(link, { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers().location).toMatch(new RegExp(`^http://${copy.key}\\.menu\\.localhost:\\d+/menu\\?table=\\d+&qrcode=true$`));
});

const outsiders = [
  { who: "rival company manager", account: ACCOUNTS.rivalOwner },
  { who: "rival store manager", account: ACCOUNTS.rivalStoreManager },
];

for (const { who, account } of outsiders) {
  test(`${who} cannot list, open or download demo's tables`, async ({ page, playwright }) => {
    await signInWithApi(page.request, copy.owner.email, copy.owner.password);
    await page.goto(root(`/en/${copy.key}/admin-panel/tables`));
    await addTable(page, `Private ${who} ${suffix}`);
    const tableId = await row(page, `Private ${who} ${suffix}`).getAttribute("data-table-id");
    const demo = await (await page.request.get(root(`/api/stores/single?id=${copy.key}&scope=owned`))).json();

    const rival = await playwright.request.newContext();
    await signInWithApi(rival, account.email, account.password);
    expect((await rival.get(root(`/en/${copy.key}/admin-panel/tables`))).status()).toBe(404);
    expect((await rival.get(root(`/api/tables/${tableId}/qr?format=svg`))).status()).toBe(404);
    expect((await rival.get(root(`/api/tables/${tableId}/qr?format=png`))).status()).toBe(404);
    expect((await rival.get(root(`/api/tables/sheet?storeId=${demo.id}`))).status()).toBe(404);
    expect((await rival.get(root("/en/rival/admin-panel/tables"))).status()).toBe(200);
    await rival.dispose();

    const anonymous = await playwright.request.newContext();
    expect((await anonymous.get(root(`/api/tables/${tableId}/qr?format=svg`))).status()).toBe(401);
    expect((await anonymous.get(root(`/api/tables/sheet?storeId=${demo.id}`))).status()).toBe(401);
    await anonymous.dispose();
  });
}
