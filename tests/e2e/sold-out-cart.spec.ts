import { expect, type Page, test } from "@playwright/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("soldOutCart");
const CAESAR = "Chicken Caesar salad";
const CAESAR_RU = "Цезарь с курицей";
const BORSCHT = "Borscht with garlic buns";

test.use({ viewport: { width: 390, height: 844 } });

async function openGuestMenu(page: Page, locale = "en") {
  await page.goto(venue(copy.key, `/${locale}/menu`));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

/** The owner's salads page, with the Caesar salad's "sold out" switches for the item and for its 350 g portion. */
async function caesarSwitches(owner: Page) {
  await signInWithApi(owner.request, copy.owner.email, copy.owner.password);
  await owner.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await owner.getByRole("link", { name: "Салаты", exact: true }).click();
  const row = owner.getByTestId("item-row").filter({ hasText: CAESAR_RU });
  return {
    item: row.getByRole("button", { name: `Sold out today: ${CAESAR_RU}` }),
    large: row.getByRole("button", { name: `Sold out: ${CAESAR_RU}, 350 g · 21.50 BYN` }),
  };
}

async function press(toggle: ReturnType<Page["locator"]>, pressed: boolean) {
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(pressed));
}

test("the list never offers a sold-out portion, and a line that sold out stays marked, out of the total, until removed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newPage();
  const switches = await caesarSwitches(owner);

  await press(switches.large, true);
  await openGuestMenu(page);
  const caesar = page.getByTestId("menu-item").filter({ hasText: CAESAR });
  const borscht = page.getByTestId("menu-item").filter({ hasText: BORSCHT });
  await caesar.getByRole("button", { name: `Add ${CAESAR}, 250 g to the list` }).click();
  await caesar.getByRole("button", { name: `Add ${CAESAR}, 250 g to the list` }).click();
  await borscht.locator("button[data-cart-add]").click();
  await page.getByTestId("cart-button").click();
  const list = page.getByTestId("cart-dialog");
  const caesarLine = list.getByTestId("cart-line").filter({ hasText: CAESAR });
  const portion = caesarLine.getByTestId("cart-portion");
  await expect(portion.locator("option", { hasText: "350" })).toBeDisabled();
  await expect(portion.locator("option", { hasText: "350" })).toContainText("Sold out");
  await expect(portion.locator("option", { hasText: "250" })).toBeEnabled();
  await expect(list.getByTestId("cart-total")).toContainText(/41[.,]70/);
  await shot(page, "sold-out-cart-portion");
  await page.keyboard.press("Escape");

  await press(switches.large, false);
  await press(switches.item, true);
  await openGuestMenu(page);
  await page.getByTestId("cart-button").click();
  await expect(caesarLine).toHaveAttribute("data-sold-out", "");
  await expect(caesarLine).toContainText("Sold out");
  await expect(caesarLine.getByTestId("cart-line-sold-out")).toHaveText("Not counted in the total. You can remove it.");
  await expect(caesarLine.getByRole("button", { name: `One more: ${CAESAR}` })).toBeDisabled();
  await expect(list.getByTestId("cart-total")).toContainText(/\b9[.,]90/);
  await shot(page, "sold-out-cart-line");

  await openGuestMenu(page, "ar");
  await page.getByTestId("cart-button").click();
  const arabicLine = list.locator("[data-sold-out]");
  await expect(arabicLine).toContainText("نفدت الكمية");
  await expect(arabicLine).toContainText("لا يُحتسب في المجموع");
  await shot(page, "sold-out-cart-line-ar");
  await page.keyboard.press("Escape");

  await openGuestMenu(page);
  await page.getByTestId("cart-button").click();
  await caesarLine.getByRole("button", { name: `Remove ${CAESAR}` }).click();
  await expect(list.getByTestId("cart-line")).toHaveCount(1);
  await expect(list.getByTestId("cart-total")).toContainText(/\b9[.,]90/);

  await press(switches.item, false);
  await owner.close();
});
