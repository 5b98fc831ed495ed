import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { pressSaved, root, shot, venue } from "./helpers";

const copy = demoCopy("soldOutCart");
const CAESAR = "Chicken Caesar salad";
const CAESAR_RU = "Цезарь с курицей";
const BORSCHT = "Borscht with garlic buns";

test.use({ viewport: { width: 390, height: 844 } });

async function openGuestMenu(page: Page, locale = "en") {
  await page.goto(venue(copy.key, `/${locale}/menu`));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

/** The owner's page of a category, with a dish's "sold out" switches: for the whole item and for one of its portions. */
async function soldOutSwitches(owner: Page, category: string, dish: string) {
  await signInWithApi(owner.request, copy.owner.email, copy.owner.password);
  await owner.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await owner.getByRole("link", { name: category, exact: true }).click();
  const row = owner.getByTestId("item-row").filter({ hasText: dish });
  return {
    item: row.getByRole("button", { name: `Sold out today: ${dish}` }),
    portion: (label: string) => row.getByRole("button", { name: `Sold out: ${dish}, ${label}` }),
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the list never offers a sold-out portion, and a line that sold out stays marked, out of the total, until removed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newPage();
  const switches = await soldOutSwitches(owner, "Салаты", CAESAR_RU);
  const large = switches.portion("350 g · BYN 21.50");
  try {
    await pressSaved(large, true);
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

    await pressSaved(large, false);
    await pressSaved(switches.item, true);
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
  } finally {
    await pressSaved(switches.item, false);
    await pressSaved(large, false);
    await owner.close();
  }
});

test("the list's button covers no card: not a sold-out mark at the bottom of the screen, not the last card at the page end", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newPage();
  // A dish far enough down the menu to reach the bottom of the screen.
  const switches = await soldOutSwitches(owner, "Супы", "Борщ с пампушками");
  await pressSaved(switches.item, true);
  try {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "ar"]) {
        await openGuestMenu(page, locale);
        const button = page.getByTestId("cart-button");
        const mark = page.locator("[data-sold-out-mark]").first();
        await expect(mark).toBeVisible();
        // Where a floating button would sit: the mark just above the bottom edge of the screen.
        await mark.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 8)));
        expect(overlap((await button.boundingBox())!, (await mark.boundingBox())!), `${locale} ${viewport.width}: the mark is covered`).toBe(false);
        await shot(page, `cart-button-mark-${locale}-${viewport.width}`);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.getByTestId("menu-item").last();
        const lastBox = (await last.boundingBox())!;
        expect(lastBox.y + lastBox.height, `${locale} ${viewport.width}: the last card ends on screen`).toBeLessThanOrEqual(viewport.height);
        expect(overlap((await button.boundingBox())!, lastBox), `${locale} ${viewport.width}: the last card is covered`).toBe(false);
        await shot(page, `cart-button-end-${locale}-${viewport.width}`);
      }
    }
  } finally {
    await pressSaved(switches.item, false);
    await owner.close();
  }
});
