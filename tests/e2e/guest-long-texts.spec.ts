import { expect, test, type Page } from "./fixtures/test";
import { LONG_TEXTS_STORE, LONG_TITLE, LONG_URL } from "./fixtures/long-texts";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

/** Elements reaching past the viewport's sides, leaving out those inside a sideways-scrolling strip. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll("*")).filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.width <= 1) return false;
      return (box.right > width + 0.5 || box.left < -0.5) && !scrollsSideways(element);
    });
    return {
      pageWidth: document.documentElement.scrollWidth,
      width,
      wide: wide.map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
    };
  });
}

async function expectNothingWider(page: Page) {
  const { pageWidth, width, wide } = await overflowing(page);
  expect(wide).toEqual([]);
  expect(pageWidth).toBeLessThanOrEqual(width);
}

test("long unbroken titles and URLs wrap on the menu, in the product dialog, on promotions and in the venue's details", async ({ page }) => {
  await page.goto(venue(LONG_TEXTS_STORE, "/en/menu"));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LONG_TITLE);
  await expect(page.getByRole("link", { name: LONG_URL }).first()).toBeVisible();
  await expectNothingWider(page);
  await shot(page, "guest-long-texts-header");
  await page.getByTestId("menu-item").first().scrollIntoViewIfNeeded();
  await shot(page, "guest-long-texts-card");

  await page.getByTestId("menu-item").first().getByRole("link", { name: LONG_TITLE }).click();
  const dialog = page.getByRole("dialog", { name: LONG_TITLE });
  await expect(dialog).toBeVisible();
  await expectNothingWider(page);
  await shot(page, "guest-long-texts-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);

  await page.goto(venue(LONG_TEXTS_STORE, "/en/promotions/0"));
  await expect(page.getByTestId("promotion").getByRole("heading", { name: LONG_TITLE })).toBeVisible();
  await expectNothingWider(page);
  await shot(page, "guest-long-texts-promotions");
});
