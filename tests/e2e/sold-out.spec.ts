import { expect, type Page, test } from "./fixtures/test";
import { signInWithForm } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { pressSaved, root, shot, venue } from "./helpers";

const copy = demoCopy("soldOut");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openSalads(page: Page) {
  await page.goto(root("/en"));
  await signInWithForm(page, copy.owner.email, copy.owner.password);
  await page.waitForURL(new RegExp(`/en/${copy.key}/admin-panel`));
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Салаты" })).toBeVisible();
}

const guestCard = (page: Page, title: string) => page.getByTestId("menu-item").filter({ hasText: title });

test("the owner marks an item sold out on a phone; guests see it greyed with nothing to add, at once, until it is back", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const guest = await browser.newPage({ viewport: PHONE });
  const menu = venue(copy.key, "/en/menu");
  await guest.goto(menu);
  const caesar = guestCard(guest, "Chicken Caesar salad");
  await expect(caesar.getByRole("button", { name: "Add Chicken Caesar salad, 250 g to the list" })).toBeVisible();

  await openSalads(page);
  const row = page.getByTestId("item-row").filter({ hasText: "Цезарь с курицей" });
  const toggle = row.getByRole("button", { name: "Sold out today: Цезарь с курицей" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.getByText("Sold out until the next opening: Цезарь с курицей")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await shot(page, "sold-out-admin-phone");

  // The cached page of this minute is retired by the change: a reload shows it at once.
  await guest.reload();
  await expect(caesar).toHaveAttribute("data-sold-out", "");
  await expect(caesar.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(caesar.locator("button[data-cart-add]")).toHaveCount(0);
  await caesar.scrollIntoViewIfNeeded();
  await shot(guest, "sold-out-guest-phone");
  await guest.setViewportSize(DESKTOP);
  await shot(guest, "sold-out-guest-desktop");

  await caesar.getByRole("link", { name: "Chicken Caesar salad" }).click();
  const modal = guest.getByTestId("product-modal");
  await expect(modal.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(modal.locator("button[data-cart-add]")).toHaveCount(0);
  await guest.keyboard.press("Escape");

  const portion = row.getByRole("button", { name: "Sold out: Цезарь с курицей, 350 g · BYN 21.50" });
  await expect(portion).toBeDisabled();
  await toggle.click();
  await expect(page.getByText("Available again: Цезарь с курицей")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(portion).toBeEnabled();
  await pressSaved(portion, true);
  await page.setViewportSize(DESKTOP);
  await shot(page, "sold-out-admin-desktop");

  await guest.reload();
  await expect(caesar).not.toHaveAttribute("data-sold-out", "");
  await expect(caesar.getByRole("button", { name: "Add Chicken Caesar salad, 250 g to the list" })).toBeVisible();
  await expect(caesar.getByRole("button", { name: /Add Chicken Caesar salad, 350 g/ })).toHaveCount(0);
  await expect(caesar.locator('li[data-sold-out]')).toContainText("Sold out");
  await shot(guest, "sold-out-portion-desktop");

  await pressSaved(portion, false);
  await guest.reload();
  await expect(caesar.locator("button[data-cart-add]")).toHaveCount(2);
  await guest.close();
});
