import { firstLoadScripts } from "../../bench/admin-browser.mjs";
import { expect, test } from "./fixtures/test";
import { signInWithForm } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root } from "./helpers";

// Issue #34: the admin panel's first-load JavaScript, gzipped, on an owner's phone.
const BUDGET_KB = 170;
// Code the first screen of a category does not use: it loads with the first toast, the first focus of the
// window and the guests' view (edit mode off).
const DEFERRED = /sonner|next-auth|hast-util-to-html|preact/;

test("a menu category's admin page loads within the JavaScript budget, and its first toast brings sonner", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(root("/en"));
  await signInWithForm(page, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.waitForURL(/\/en\/demo\/admin-panel/);
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Салаты" })).toBeVisible();

  const html = await (await page.request.get(page.url())).text();
  const { totalGzipKB, chunks } = await firstLoadScripts(root("/"), html);
  expect(chunks.filter((chunk) => DEFERRED.test(chunk.contains))).toEqual([]);
  expect(totalGzipKB).toBeLessThanOrEqual(BUDGET_KB);

  // A drop in place is answered by a toast and changes nothing.
  const handle = page.getByTestId("item-list").getByRole("button", { name: /^Move/ }).first();
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(page.getByText("The order has not changed: there is nothing to save")).toBeVisible();
});
