import { expect, type Page, test } from "./fixtures/test";
import { ACCOUNTS, LAB_STORE } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const suffix = Date.now().toString(36).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

async function signInAsOwner(page: Page) {
  await page.goto(root("/en"));
  await page.getByLabel("E-mail").fill(ACCOUNTS.labOwner.email);
  await page.getByLabel("Password").fill(ACCOUNTS.labOwner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(new RegExp(`/en/${LAB_STORE}/admin-panel`));
}

test("a new store's form says which URL names are allowed or reserved and lets the owner choose its content languages", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(root(`/en/${LAB_STORE}/admin-panel/settings/stores`));
  const form = page.getByTestId("create-store-form");
  const urlName = form.getByLabel("Store URL name");
  await expect(urlName).toHaveAccessibleDescription(/Allowed: Latin letters a–z only \(capitals are lowered\), up to 40; no digits, spaces, hyphens or accents\./);

  for (const reserved of ["www", "Admin", "localhost"]) {
    await urlName.fill(reserved);
    await form.getByRole("button", { name: "Check availability" }).click();
    await expect(form.getByText("This store URL name is reserved by the service: choose another")).toBeVisible();
  }
  await urlName.fill("demo");
  await form.getByRole("button", { name: "Check availability" }).click();
  await expect(form.getByText("This store URL name already exists")).toBeVisible();

  const languages = form.getByRole("group", { name: "Content languages" });
  for (const name of ["Russian", "English", "Chinese"]) await expect(languages.getByRole("checkbox", { name })).toBeChecked();
  for (const name of ["Arabic", "Turkish", "French"]) await expect(languages.getByRole("checkbox", { name })).not.toBeChecked();

  const storeKey = `langs${suffix}`;
  await form.getByLabel("Store name").fill("Language Bar");
  await urlName.fill(storeKey);
  for (const name of ["Russian", "English", "Chinese"]) await languages.getByRole("checkbox", { name }).uncheck();
  await form.getByRole("button", { name: "Create store" }).click();
  await expect(languages.getByRole("alert")).toHaveText("You need to select at least one item");
  await languages.getByRole("checkbox", { name: "English" }).check();
  await languages.getByRole("checkbox", { name: "French" }).check();
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await shot(page, "new-store-form-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await languages.scrollIntoViewIfNeeded();
  await shot(page, "new-store-form-390");
  await form.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByText("Store “Language Bar” created.")).toBeVisible();

  await page.goto(root(`/en/${storeKey}/admin-panel/settings/store`));
  const saved = page.getByRole("group", { name: "Content languages" });
  for (const name of ["English", "French"]) await expect(saved.getByRole("checkbox", { name })).toBeChecked();
  for (const name of ["Russian", "Chinese", "Arabic", "Turkish"]) await expect(saved.getByRole("checkbox", { name })).not.toBeChecked();
});

test("the new store's form suggests a free Latin URL name made of a Cyrillic venue name", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(root(`/en/${LAB_STORE}/admin-panel/settings/stores`));
  const form = page.getByTestId("create-store-form");
  await form.getByLabel("Store name").fill(`Кафе Ёлка ${suffix}`);
  const suggestion = form.getByTestId("storeUrlName-suggestion");
  await expect(suggestion).toHaveText(`Suggested: kafeelka${suffix}`);
  await suggestion.getByRole("button").click();
  await expect(form.getByLabel("Store URL name")).toHaveValue(`kafeelka${suffix}`);
  await expect(suggestion).toBeHidden();
  await form.getByRole("button", { name: "Check availability" }).click();
  await expect(form.getByRole("status")).toHaveText("This URL name is available");
});
