import { expect, type Locator, type Page, test } from "./fixtures/test";
import sharp from "sharp";
import { signInWithApi, signInWithForm } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { moveUpByKeyboard, root, shot } from "./helpers";

const copy = demoCopy("menu");

const suffix = Date.now().toString(36);

/** Signs in through the form as the owner of this spec's venue, or of the demo venue for the tests that only read. */
async function signInAsOwner(page: Page, owner: { email: string; password: string } = copy.owner, key = copy.key) {
  await page.goto(root("/en"));
  await signInWithForm(page, owner.email, owner.password);
  await page.waitForURL(new RegExp(`/en/${key}/admin-panel`));
}

const rowTitles = (rows: Locator) => rows.locator("span.font-medium").allTextContents();

test("the owner builds a menu: category, subcategory, items with portions and photo, schedule, 18+, order, preview", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await page.goto(root(`/en/${copy.key}/admin-panel/games`));
  await expect(page.getByRole("heading", { level: 1, name: "Games" })).toBeVisible();

  const category = `Настолки ${suffix}`;
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  await dialog.getByLabel("Name (Russian)").fill(category);
  await dialog.getByLabel("Name (English)").fill(`Board games ${suffix}`);
  await dialog.getByTitle("Games", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Games" })).toBeChecked();
  await dialog.getByLabel("18+ only: guests confirm their age before opening it").check();
  await dialog.getByLabel("Show only on schedule").check();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("You need to select at least one item")).toBeVisible();
  await shot(page, "menu-admin-no-weekday");
  await dialog.getByLabel("Fri", { exact: true }).check();
  await dialog.getByLabel("Sat", { exact: true }).check();
  await dialog.getByLabel("From", { exact: true }).fill("22:00");
  await dialog.getByLabel("Until", { exact: true }).fill("03:00");
  await expect(dialog.getByLabel("Name (Russian)")).toHaveValue(category);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Category added")).toBeVisible();
  const row = page.getByTestId("category-row").filter({ hasText: category });
  await expect(row).toContainText("18+");
  await expect(row).toContainText("Fri, Sat · 22:00–03:00 (next day)");

  const sub = `Карты ${suffix}`;
  await row.getByRole("button", { name: `Add a subcategory to ${category}` }).click();
  const subDialog = page.getByRole("dialog", { name: `New subcategory in “${category}”` });
  await expect(subDialog.getByText("A parent category already has its own schedule")).toBeVisible();
  await subDialog.getByLabel("Name (Russian)").fill(sub);
  await subDialog.getByLabel("Show only on schedule").check();
  await subDialog.getByLabel("Mon", { exact: true }).check();
  await subDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(subDialog.getByText("Cannot add schedule because one of the parents already has its own schedule")).toBeVisible();
  await expect(subDialog.getByLabel("Name (Russian)")).toHaveValue(sub);
  await shot(page, "menu-admin-schedule-parent");
  await subDialog.getByLabel("Show only on schedule").uncheck();
  await subDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(subDialog).toBeHidden();
  await expect(page.getByTestId("category-row").filter({ hasText: sub })).toBeVisible();
  await shot(page, "menu-admin-section");

  await page.getByRole("link", { name: sub }).click();
  await expect(page.getByRole("heading", { level: 1, name: sub })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText(category);

  await page.getByRole("button", { name: "Add game" }).click();
  const itemDialog = page.getByRole("dialog", { name: "New game" });
  await itemDialog.getByLabel("Title (Russian)").fill("Покер");
  await itemDialog.getByLabel("Description (Russian)").fill("Набор на **восемь** игроков\nФишки и две колоды");
  await expect(itemDialog.getByTestId("description-preview-ru").locator("br")).toHaveCount(1);
  await expect(itemDialog.getByTestId("description-preview-ru").locator("strong")).toHaveText("восемь");
  const portions = itemDialog.getByTestId("portion-row");
  await portions.nth(0).getByLabel("Price, BYN").fill("0");
  await itemDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(itemDialog.getByText("Price cannot be 0")).toBeVisible();
  await portions.nth(0).getByLabel("Price, BYN").fill("12,50");
  await itemDialog.getByRole("button", { name: "Add portion" }).click();
  await itemDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(portions.nth(1).getByText("Price and weight have to be entered")).toHaveCount(2);
  await portions.nth(1).getByLabel("Weight or volume").fill("0");
  await portions.nth(1).getByLabel("Price, BYN").fill("20");
  await itemDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(portions.nth(1).getByText("Weight cannot be 0")).toBeVisible();
  await shot(page, "menu-admin-portion-errors");
  await portions.nth(1).getByLabel("Weight or volume").fill("2");
  await itemDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByText("Item added")).toBeVisible();
  await expect(page.getByTestId("item-row").filter({ hasText: "Покер" })).toContainText("BYN 12.50");

  const uploads = await page.request.get(root("/api/uploads"));
  await page.getByRole("button", { name: "Add game" }).click();
  const second = page.getByRole("dialog", { name: "New game" });
  await second.getByLabel("Title (Russian)").fill("Мафия");
  await second.getByTestId("portion-row").getByLabel("Price, BYN").fill("5");
  if (uploads.status() !== 404) {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c2410c" } }).png().toBuffer();
    await second.getByLabel("Photo").setInputFiles({ name: "mafia.png", mimeType: "image/png", buffer: png });
    await expect(second.locator("img")).toBeVisible();
  }
  await second.getByRole("button", { name: "Add", exact: true }).click();
  await expect(second).toBeHidden();
  const rows = page.getByTestId("item-row");
  await expect(rows).toHaveCount(2);
  if (uploads.status() !== 404) await expect(rows.nth(1).locator("img")).toBeVisible();
  await shot(page, "menu-admin-items");

  await moveUpByKeyboard(page.getByRole("button", { name: "Move Мафия" }), 0);
  await expect(page.getByText("The order has not changed: there is nothing to save")).toBeVisible();
  await moveUpByKeyboard(page.getByRole("button", { name: "Move Мафия" }));
  await expect(page.getByText("Order saved")).toBeVisible();
  await page.reload();
  expect(await rowTitles(page.getByTestId("item-row"))).toEqual(["Мафия", "Покер"]);

  await page.getByRole("switch", { name: "Visible to guests: Покер" }).click();
  await expect(page.getByText("Hidden from guests").first()).toBeVisible();
  await expect(page.getByTestId("item-row").filter({ hasText: "Покер" })).toContainText("Hidden");

  await page.getByRole("switch", { name: "Edit mode" }).click();
  await expect(page.getByTestId("items-preview")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add game" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("switch", { name: "Edit mode" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("items-preview")).toContainText("Мафия");
  await expect(page.getByTestId("items-preview")).not.toContainText("Покер");
  await shot(page, "menu-admin-preview");
  await page.getByRole("switch", { name: "Edit mode" }).click();
  await expect(page.getByRole("button", { name: "Add game" })).toBeVisible();

  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Games" }).click();
  await page.getByRole("button", { name: `Delete ${category}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete category" });
  await expect(confirm).toContainText("1 subcategory and 2 items will be deleted with it.");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await shot(page, "menu-admin-delete");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Category deleted")).toBeVisible();
  await expect(page.getByTestId("category-row").filter({ hasText: category })).toHaveCount(0);
});

test("reorders categories by keyboard and refuses a stale save without losing what was typed", async ({ browser, page }) => {
  await signInAsOwner(page);
  await page.goto(root(`/en/${copy.key}/admin-panel/drinks`));
  const list = page.getByTestId("category-list").first();
  const topRows = list.locator(":scope > li > [data-testid=category-row]");
  const before = await topRows.locator("a").allTextContents();
  await moveUpByKeyboard(page.getByRole("button", { name: `Move ${before[1]}` }));
  await expect(page.getByText("Order saved")).toBeVisible();
  await page.reload();
  expect(await topRows.locator("a").allTextContents()).toEqual([before[1], before[0], ...before.slice(2)]);

  const name = before[2]!;
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const mine = page.getByRole("dialog", { name: `Edit “${name}”` });
  await mine.getByLabel("Name (English)").fill(`Mine ${suffix}`);

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signInWithApi(theirs.request, copy.owner.email, copy.owner.password);
  await theirs.goto(root(`/en/${copy.key}/admin-panel/drinks`));
  await theirs.getByRole("button", { name: `Edit ${name}` }).click();
  await theirs.getByLabel("Name (English)").fill(`Theirs ${suffix}`);
  await theirs.getByRole("button", { name: "Save" }).click();
  await expect(theirs.getByText("Category saved")).toBeVisible();
  await other.close();

  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByRole("alert").first()).toHaveText(
    "Someone else has changed this in the meantime. Reload to see their version; your changes were not saved.",
  );
  await expect(mine.getByLabel("Name (English)")).toHaveValue(`Mine ${suffix}`);
  await shot(page, "menu-admin-stale");
});

test("the admin speaks Russian and Chinese", async ({ page }) => {
  await signInAsOwner(page);
  await page.waitForLoadState("networkidle");
  for (const [locale, heading, add, item] of [
    ["ru", "Кухня", "Добавить категорию", "Добавить блюдо"],
    ["zh", "厨房", "添加分类", "添加菜品"],
  ] as const) {
    await page.goto(root(`/${locale}/${copy.key}/admin-panel/kitchen`));
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(root(`/${locale}/${copy.key}/admin-panel/kitchen`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("button", { name: add })).toBeVisible();
    await shot(page, `menu-admin-section-${locale}`);
    await page.getByTestId("category-row").nth(1).locator("a").click();
    await page.getByRole("button", { name: item }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shot(page, `menu-admin-item-form-${locale}`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: item })).toBeFocused();
  }
});

test("unknown, malformed, foreign or misplaced category ids are not found; several-get serves own records only", async ({ page, request }) => {
  await signInAsOwner(page, ACCOUNTS.demoOwner, "demo");
  await page.goto(root("/en/demo/admin-panel/drinks"));
  const href = await page.getByTestId("category-row").first().locator("a").getAttribute("href");
  const drinksId = Number(href!.split("/").pop());
  expect((await page.request.get(root(`/en/demo/admin-panel/drinks/${drinksId}`))).status()).toBe(200);
  for (const path of [`kitchen/${drinksId}`, "kitchen/999999999", "kitchen/abc", "kitchen/0", `cellar/${drinksId}`]) {
    expect((await page.request.get(root(`/en/demo/admin-panel/${path}`))).status(), path).toBe(404);
  }
  expect((await page.request.get(root("/en/demo/admin-panel/tables"))).status()).toBe(200);

  const rival = await request.post(root("/api/categories/several-get"), { data: { ids: [drinksId] } });
  expect(rival.status()).toBe(401);
  await signInWithApi(request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect(await (await request.post(root("/api/categories/several-get"), { data: { ids: [drinksId] } })).json()).toEqual([]);
  expect((await request.get(root(`/en/demo/admin-panel/drinks/${drinksId}`))).status()).toBe(404);

  for (const data of [{ ids: [-1] }, { ids: "1" }, { ids: Array.from({ length: 501 }, (_, n) => n + 1) }, {}]) {
    expect((await page.request.post(root("/api/categories/several-get"), { data })).status()).toBe(400);
  }
  const [record] = await (await page.request.post(root("/api/categories/several-get"), { data: { ids: [drinksId, 999999999] } })).json();
  expect(record).toMatchObject({ id: drinksId, level: "category", type: "products" });
  expect(record.translations.map((entry: { locale: string }) => entry.locale).sort()).toEqual(["ar", "en", "fr", "ru", "tr", "zh"]);

  await page.goto(root(`/en/demo/admin-panel/drinks/${drinksId}`));
  const item = await page.getByTestId("item-row").count();
  expect(item).toBeGreaterThan(0);
  const products = await page.request.post(root("/api/products/several-get"), { data: { ids: [1, 2, 3] } });
  expect(products.status()).toBe(200);
  const list = (await products.json()) as { portions: { price: string }[] }[];
  expect(list.length).toBeGreaterThan(0);
  expect(list[0]!.portions[0]!.price).toMatch(/^\d+\.\d{2}$/);
});
