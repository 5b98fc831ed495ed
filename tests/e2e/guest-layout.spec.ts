import { expect, test } from "./fixtures/test";
import { shot, venue } from "./helpers";

for (const locale of ["ru", "zh", "ar"]) {
  test(`the demo menu on a phone and a desktop in ${locale}: compact rows, the first category in sight, two columns when wide`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(venue("demo", `/${locale}/menu`));
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    // No photos in the demo: every item is a text row, with no placeholder picture.
    await expect(page.locator("[data-menu-item] img")).toHaveCount(0);
    expect(await page.locator(".menu-row").count()).toBeGreaterThan(10);
    const firstCategory = page.locator("[data-menu-category] h3").first();
    const box = await firstCategory.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);
    await shot(page, `guest-layout-${locale}-390`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator(".menu-flow").first().evaluate((flow) => getComputedStyle(flow).columnCount)).toBe("2");
    await shot(page, `guest-layout-${locale}-1280`);
  });
}
