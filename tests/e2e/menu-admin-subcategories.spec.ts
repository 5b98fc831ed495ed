import { expect, test } from "./fixtures/test";
import { signInWithForm } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

test("a category whose items are all in its subcategories shows them instead of “no items”", async ({ page }) => {
  await page.goto(root("/en"));
  await signInWithForm(page, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.waitForURL(/\/demo\/admin-panel/);
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  const hotDishes = page.getByTestId("category-row").filter({ has: page.getByRole("link", { name: "Горячие блюда", exact: true }) });
  await expect(hotDishes.getByTestId("subcategory-contents")).toHaveText("2 subcategories, 7 items in them");
  await expect(hotDishes).not.toContainText("no items");
  await shot(page, "menu-admin-subcategory-contents");

  await hotDishes.getByRole("link", { name: "Горячие блюда", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Горячие блюда" })).toBeVisible();
  await expect(page.getByText("This category has no items of its own: they are in its subcategories above.")).toBeVisible();
  await expect(page.getByText("There is nothing in this category yet.")).toHaveCount(0);
  await shot(page, "menu-admin-subcategory-page");
});
