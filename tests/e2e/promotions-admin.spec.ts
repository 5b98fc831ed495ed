import { expect, type Locator, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { moveUpByKeyboard, root, shot } from "./helpers";

const copy = demoCopy("promotions");

const suffix = Date.now().toString(36);
const category = `Weekend ${suffix}`;

const names = (rows: Locator) => rows.evaluateAll((nodes) => nodes.map((node) => node.querySelector("a, h2")?.textContent?.trim() ?? ""));

test("the owner authors promotions, reads the actions history and meets the transfer rule", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);

  await page.goto(root(`/en/${copy.key}/admin-panel/promotions`));
  await expect(page).toHaveTitle("Promotions · Carta");
  await expect(page.getByRole("heading", { name: "Promotions", level: 1 })).toBeVisible();
  const categoryRows = page.getByTestId("promotion-category-row");
  await expect(categoryRows.first()).toBeVisible();
  const initial = await names(categoryRows);

  await page.getByRole("button", { name: "Add category" }).click();
  const add = page.getByRole("dialog", { name: "New promotion category" });
  await add.getByRole("button", { name: "Create" }).click();
  await expect(add.getByText("This field is required")).toBeVisible();
  await add.getByLabel("Name in Russian (main language)").fill(`Выходные ${suffix}`);
  await add.getByLabel("Name in English").fill(category);
  await add.getByLabel("Name in Chinese").fill(`周末 ${suffix}`);
  await shot(page, "promotions-add-category");
  await add.getByRole("button", { name: "Create" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText("Promotion category created")).toBeVisible();
  await expect(categoryRows).toHaveCount(initial.length + 1);
  expect((await names(categoryRows)).at(-1)).toBe(category);
  const moved = [...initial.slice(0, -1), category, initial.at(-1)];

  await moveUpByKeyboard(page.getByRole("button", { name: `Move ${category}` }));
  await expect(page.getByText("Order saved")).toBeVisible();
  await expect.poll(() => names(categoryRows)).toEqual(moved);
  await page.reload();
  await expect.poll(() => names(categoryRows)).toEqual(moved);
  await expect(categoryRows.filter({ hasText: category })).toContainText("No promotions");
  await shot(page, "promotions-categories");

  await page.getByRole("link", { name: category }).click();
  await expect(page.getByRole("heading", { name: category, level: 1 })).toBeVisible();
  for (const [ru, en] of [["Бранч", "Brunch"], ["Поздний завтрак", "Late breakfast"]]) {
    await page.getByRole("button", { name: "Add promotion" }).click();
    const dialog = page.getByRole("dialog", { name: "New promotion" });
    await dialog.getByLabel("Title in Russian").fill(ru!);
    await dialog.getByLabel("Title in English").fill(en!);
    await dialog.getByLabel("Description in English").fill(`**Two for one** on ${en!.toLowerCase()}\nEvery weekend`);
    if (en === "Brunch") await shot(page, "promotions-add-promotion");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
  }
  const promotionRows = page.getByTestId("promotion-row");
  await expect.poll(() => names(promotionRows)).toEqual(["Brunch", "Late breakfast"]);
  await expect(promotionRows.first().locator("strong")).toHaveText("Two for one");
  await moveUpByKeyboard(page.getByRole("button", { name: "Move Late breakfast" }));
  await expect.poll(() => names(promotionRows)).toEqual(["Late breakfast", "Brunch"]);

  await page.getByRole("button", { name: "Hide Brunch" }).click();
  await expect(page.getByText("Brunch is hidden from guests")).toBeVisible();
  await expect(promotionRows.filter({ hasText: "Brunch" })).toContainText("Hidden");
  await shot(page, "promotions-list");

  await page.getByRole("link", { name: "All promotion categories" }).click();
  await page.getByRole("button", { name: `Delete ${category}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete promotion category" });
  await expect(confirm).toContainText("All its 2 promotions will be deleted with it.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/actions-history`));
  await expect(page).toHaveTitle("Actions history · Carta");
  const historyRows = page.getByTestId("history-row");
  await expect(historyRows.first()).toContainText("Promotion");
  const filters = page.getByTestId("history-filters");
  await filters.getByLabel("Event").selectOption("create");
  await filters.getByLabel("Object").selectOption({ label: "Promotion" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/event=create/);
  await expect(historyRows).toHaveCount(2);
  for (const row of await historyRows.all()) {
    await expect(row).toContainText("Created");
    await expect(row).toContainText("Promotion");
  }
  await expect(historyRows.first()).toContainText("Late breakfast");
  await expect(historyRows.first()).toContainText("Demo Owner");
  await shot(page, "history-list");
  await historyRows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Entry #\d+$/ })).toBeVisible();
  const diff = page.getByTestId("diff-row");
  await expect(diff.filter({ hasText: "Title · English" })).toContainText("Added");
  await expect(diff.filter({ hasText: "Title · English" })).toContainText("Late breakfast");
  await expect(diff.filter({ hasText: "Title · Russian" })).toContainText("Поздний завтрак");
  await expect(page.locator("[data-testid=diff-row] th[data-path=version]")).toHaveCount(0);
  await shot(page, "history-diff");

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/actions-history`));
  await page.getByTestId("history-filters").getByLabel("Event").selectOption("update");
  await page.getByTestId("history-filters").getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/event=update/);
  await page.getByTestId("history-row").filter({ hasText: "Brunch" }).first().getByRole("link").click();
  const hidden = page.getByTestId("diff-row").filter({ hasText: "Hidden" });
  await expect(hidden.getByRole("cell")).toHaveText(["Changed", "No", "Yes"]);
  await expect(page.getByRole("table", { name: "Changed fields" })).toBeVisible();
  await shot(page, "history-diff-update");

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/transfer-categories`));
  await expect(page).toHaveTitle("Transfer categories · Carta");
  await expect(page.getByTestId("transfer-notice")).toHaveText("Category transfer needs at least two stores");
  await shot(page, "transfer-one-store");
});

test("a stale edit is refused with a clear message and overwrites nothing", async ({ page, context }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const name = `Stale ${suffix}`;
  await page.goto(root(`/en/${copy.key}/admin-panel/promotions`));
  await page.getByRole("button", { name: "Add category" }).click();
  await page.getByRole("dialog", { name: "New promotion category" }).getByLabel("Name in Russian (main language)").fill(name);
  await page.getByRole("dialog", { name: "New promotion category" }).getByRole("button", { name: "Create" }).click();
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  const rename = page.getByRole("dialog", { name: "Rename promotion category" });
  await rename.getByLabel("Name in English").fill(`${name} (mine)`);

  const other = await context.newPage();
  await other.goto(root(`/en/${copy.key}/admin-panel/promotions`));
  await other.getByRole("button", { name: `Hide ${name}` }).click();
  await expect(other.getByText(`${name} is hidden from guests`)).toBeVisible();
  await other.close();

  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByRole("alert")).toHaveText(/Someone else changed this in the meantime, so nothing was saved/);
  await shot(page, "promotions-stale");
  await page.reload();
  const row = page.getByTestId("promotion-category-row").filter({ hasText: name });
  await expect(row).toContainText("Hidden");
  await expect(row.getByRole("link")).toHaveText(name);
});

test("with a second store the owner copies a category there", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const storeKey = `annex${suffix.replace(/\d/g, "")}`;
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/stores`));
  await page.getByLabel("Store name").fill(`Annex ${suffix}`);
  await page.getByLabel("Store URL name").fill(storeKey);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByTestId("store-row").filter({ hasText: storeKey })).toBeVisible();

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/transfer-categories`));
  const form = page.getByTestId("transfer-form");
  const source = form.getByLabel("Category of Carta Demo Lounge");
  await source.selectOption((await source.locator("option", { hasText: "Hot dishes · category" }).getAttribute("value"))!);
  await form.getByLabel("Copy to store").selectOption({ label: `Annex ${suffix}` });
  await shot(page, "transfer-form");
  await form.getByRole("button", { name: "Copy category" }).click();
  await expect(page.getByTestId("transfer-result")).toContainText(`“Hot dishes” was copied to Annex ${suffix}: 3 categories and`);
  await shot(page, "transfer-done");

  await page.getByRole("link", { name: `Open the admin panel of Annex ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${storeKey}/admin-panel`));
  await page.goto(root(`/en/${storeKey}/admin-panel/settings/actions-history?event=create&objectType=category`));
  const rows = page.getByTestId("history-row");
  await expect(rows.filter({ hasText: "Category “Hot dishes”" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Category “Kitchen”" })).toHaveCount(1);
  await rows.filter({ hasText: "Category “Hot dishes”" }).getByRole("link").click();
  await expect(page.getByTestId("diff-row").filter({ hasText: "Copied from · Category" })).toContainText("Added");
});

test("the promotions, transfer and history pages speak Russian and Chinese", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/promotions`));
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith("carta:preferences:")));
  await page.goto(root(`/ru/${copy.key}/admin-panel/promotions`));
  await expect(page).toHaveTitle("Акции · Carta");
  await expect(page.getByRole("button", { name: "Добавить категорию" })).toBeVisible();
  await page.getByRole("button", { name: "Удалить: Счастливые часы" }).click();
  await expect(page.getByRole("dialog", { name: "Удаление категории акций" })).toContainText("Вместе с ней будут удалены 2 акции.");
  await shot(page, "promotions-ru-delete");
  await page.keyboard.press("Escape");
  await page.goto(root(`/ru/${copy.key}/admin-panel/settings/actions-history`));
  await expect(page).toHaveTitle("История действий · Carta");
  await expect(page.getByText(/Страница 1 из \d+ · \d+ запис/)).toBeVisible();
  await shot(page, "history-ru");
  await page.goto(root(`/zh/${copy.key}/admin-panel/settings/transfer-categories`));
  await expect(page).toHaveTitle("转移分类 · Carta");
  await expect(page.getByRole("button", { name: "复制分类" })).toBeVisible();
  await shot(page, "transfer-zh");
});

test("several-get returns the caller's promotions only", async ({ page, playwright }) => {
  const me = await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  const ids = Array.from({ length: 50 }, (_, index) => index + 1);
  const own = await page.request.post(root("/api/promotions/several-get"), { data: { ids } });
  expect(own.status()).toBe(200);
  const records = (await own.json()) as { id: number; company_id: number; translations: Record<string, { title: string }> }[];
  expect(records.length).toBeGreaterThanOrEqual(2);
  expect(records.every((record) => record.company_id === me.company_id)).toBe(true);
  expect(records.some((record) => record.translations.en?.title === "Happy hours" || Object.keys(record.translations).length > 0)).toBe(true);
  for (const data of [{ ids: [-1] }, { ids: "1" }, { ids: Array.from({ length: 501 }, (_, index) => index + 1) }]) {
    expect((await page.request.post(root("/api/promotions/several-get"), { data })).status()).toBe(400);
  }
  expect((await page.request.post(root("/api/promotions/several-get"), { data: "{not json", headers: { "content-type": "application/json" } })).status()).toBe(400);

  const rival = await playwright.request.newContext();
  await signInWithApi(rival, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  const foreign = await rival.post(root("/api/promotions/several-get"), { data: { ids: records.map((record) => record.id) } });
  expect(foreign.status()).toBe(200);
  expect(await foreign.json()).toEqual([]);
  await rival.dispose();

  const anonymous = await playwright.request.newContext();
  expect((await anonymous.post(root("/api/promotions/several-get"), { data: { ids } })).status()).toBe(401);
  await anonymous.dispose();
});
