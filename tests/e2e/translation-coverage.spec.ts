import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

// Only reads the demo venue: other specs share it.
test("the owner sees the store's translation coverage and an item's language states, with no engine connected", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(root("/en/demo/admin-panel/settings/translations"));
  await expect(page).toHaveTitle("Translation coverage · Carta");
  await expect(page.getByTestId("engine-notice")).toContainText("Automatic translation is not connected.");
  // The demo venue runs Premium: every one of its languages is counted, none is locked.
  for (const locale of ["en", "zh", "ar", "tr", "fr"]) await expect(page.getByTestId(`coverage-${locale}`)).toBeVisible();
  await expect(page.getByTestId("plan-gate")).toHaveCount(0);
  const products = page.getByTestId("coverage-en-Product");
  await expect(products.getByRole("cell").first()).toHaveText("Products");

  const entries = page.getByTestId("coverage-entry");
  const all = await entries.count();
  expect(all).toBeGreaterThan(0);
  await shot(page, "translation-coverage-en");
  await page.getByLabel("Untranslated only").check();
  await expect(async () => expect(await entries.count()).toBeLessThanOrEqual(all)).toPass();
  for (const row of await entries.all()) {
    await expect(row.locator("[data-state=missing], [data-state=outdated], [data-state=error], [data-state=queued], [data-state=in_progress]").first()).toBeVisible();
  }
  await page.getByLabel("Untranslated only").scrollIntoViewIfNeeded();
  await shot(page, "translation-coverage-list-en");
  await page.getByLabel("Untranslated only").uncheck();
  await expect(entries).toHaveCount(all);
  // The demo's outdated English text is found by its state, named in the list.
  await page.getByLabel("Show", { exact: true }).selectOption("outdated");
  await expect(entries.filter({ hasText: "Крем-суп из тыквы" }).locator("[data-state=outdated]")).toHaveText("outdated: the main text changed");
  for (const row of await entries.all()) await expect(row.locator("[data-state=outdated]").first()).toBeVisible();
  await page.getByLabel("Show", { exact: true }).selectOption("any");
  await expect(entries).toHaveCount(all);

  const product = entries.filter({ has: page.getByRole("cell", { name: "Products", exact: true }) }).first();
  const link = product.getByRole("link");
  const title = (await link.textContent())!;
  await link.click();
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Edit “${title}”` });
  await expect(dialog.getByTestId("engine-missing-note")).toHaveText("Automatic translation is not connected: write the other languages by hand.");
  await expect(dialog.getByTestId("language-status-ru")).toHaveCount(0);
  for (const locale of ["en", "zh", "ar", "tr", "fr"]) {
    await expect(dialog.getByTestId(`language-state-${locale}`)).toHaveText(/^(machine translation|edited by hand|missing|in queue|in progress|error: .+)$/);
  }
  await expect(dialog.getByRole("button", { name: /Translate now|Retranslate/ })).toHaveCount(0);
  await dialog.getByTestId("language-status-en").scrollIntoViewIfNeeded();
  await shot(page, "translation-item-states-en");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "translation-item-states-en-phone");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await page.getByTestId("category-row").first().getByRole("button", { name: /^Edit / }).click();
  const category = page.getByTestId("category-dialog");
  await expect(category.getByTestId("language-state-fr")).toHaveText(/^(machine translation|edited by hand|missing|in queue|in progress|error: .+)$/);
  await expect(category.getByTestId("engine-missing-note")).toBeVisible();
  await shot(page, "translation-category-states-en");
  await category.getByRole("button", { name: "Cancel" }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(root("/en/demo/admin-panel/settings/translations"));
  await expect(page.getByTestId("coverage-en")).toBeVisible();
  await shot(page, "translation-coverage-en-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(root("/zh/demo/admin-panel/settings/translations"));
  await expect(page.getByRole("heading", { name: "翻译覆盖率" })).toBeVisible();
  await expect(page.getByLabel("仅显示未翻译")).toBeVisible();
  await shot(page, "translation-coverage-zh");
});

test("owners are offered to ask the service for automatic translation; only the platform administrator reads how to set up the server", async ({ browser }) => {
  const notices: Record<string, string> = {};
  for (const account of [ACCOUNTS.demoOwner, ACCOUNTS.platformAdmin]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithApi(page.request, account.email, account.password);
    for (const locale of ["ru", "en", "zh"]) {
      for (const screen of ["translations", "translations-map"]) {
        await page.goto(root(`/${locale}/demo/admin-panel/settings/${screen}`));
        const notice = page.getByTestId("engine-notice");
        const text = (await notice.textContent()) ?? "";
        notices[`${account.email} ${locale} ${screen}`] = text;
        if (account === ACCOUNTS.demoOwner) {
          expect(text).not.toMatch(/TRANSLATION_PROVIDER|README/);
          await expect(notice.getByRole("link")).toHaveAttribute("href", `/${locale}/demo/admin-panel/contact`);
        } else {
          expect(text).toContain("TRANSLATION_PROVIDER");
          await expect(notice.getByRole("link")).toHaveCount(0);
        }
      }
    }
    await context.close();
  }
  expect(new Set(Object.values(notices)).size).toBe(12);
});
