import { expect, test, type Page } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page) {
  await page.goto(venue("demo", "/en/menu"));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

/** Resolves once the observers of the 18+ blocks have been told where they now are. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve());
        });
        document.querySelectorAll("[data-age-restricted]").forEach((block) => observer.observe(block));
      }),
  );
}

const stickyBarBottom = (page: Page) =>
  page.locator("[data-menu-sticky]").evaluate((bar) => Math.round(bar.getBoundingClientRect().bottom));
const top = (page: Page, name: string) =>
  page.getByRole("heading", { name, exact: true }).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));

test("a section with nothing 18+ in it opens without the age prompt; 18+ blocks scrolled to stay below the sticky bar", async ({ page }) => {
  await openMenu(page);
  const gate = page.getByTestId("age-gate");
  const nav = page.locator("[data-menu-nav]");

  await nav.getByRole("link", { name: "Games", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Games", exact: true })).toHaveAttribute("aria-current", "true");
  await settled(page);
  await expect(gate).toBeHidden();
  expect(await top(page, "Games")).toBeGreaterThanOrEqual(await stickyBarBottom(page));
  await shot(page, "guest-games-no-age-prompt");

  await nav.getByRole("link", { name: "Hookah", exact: true }).click();
  await expect(gate).toBeVisible();
  await gate.getByRole("button", { name: "Yes, I am 18" }).click();
  const classic = page.getByRole("heading", { name: /^Classic hookahs/ });
  await expect(classic).toBeFocused();
  const bar = await stickyBarBottom(page);
  const classicTop = await classic.evaluate((heading) => heading.getBoundingClientRect().top);
  expect(classicTop).toBeGreaterThanOrEqual(bar);
  expect(classicTop).toBeLessThan(bar + 100);
  await shot(page, "guest-hookah-after-yes");
});

test("a collapsed 18+ category scrolled to shows its heading and button below the sticky bar", async ({ page }) => {
  await openMenu(page);
  const beer = page.locator("section[data-age-restricted]").filter({ has: page.getByRole("heading", { name: /^Beer/ }) });
  await beer.evaluate((section) => section.scrollIntoView({ block: "start" }));
  await expect(page.getByTestId("age-gate")).toBeVisible();
  await page.getByTestId("age-gate").getByRole("button", { name: "No" }).click();
  await beer.getByRole("heading", { name: /^Beer/ }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  const bar = await stickyBarBottom(page);
  expect(await beer.getByRole("heading", { name: /^Beer/ }).evaluate((heading) => heading.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bar);
  expect(await beer.getByTestId("age-reveal").first().evaluate((button) => button.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bar);
  await shot(page, "guest-beer-collapsed");
});
