import { expect, test } from "@playwright/test";
import { root, shot } from "./helpers";

const CASES = [
  { locale: "ru", offer: "Публичная оферта", privacy: "Политика конфиденциальности", note: "заглушка" },
  { locale: "en", offer: "Public offer", privacy: "Privacy policy", note: "placeholder" },
  { locale: "zh", offer: "公开要约", privacy: "隐私政策", note: "占位" },
];

for (const { locale, offer, privacy, note } of CASES) {
  test(`the root site's footer leads to the legal documents in ${locale}`, async ({ page }) => {
    await page.goto(root(`/${locale}/forgot-password`));
    const footer = page.locator("footer");
    await footer.getByRole("link", { name: offer }).click();
    await expect(page).toHaveURL(root(`/${locale}/legal/offer`));
    await expect(page.getByRole("heading", { level: 1, name: offer })).toBeVisible();
    await expect(page.locator("main")).toContainText(note);
    await page.locator("footer").getByRole("link", { name: privacy }).click();
    await expect(page.getByRole("heading", { level: 1, name: privacy })).toBeVisible();
    if (locale === "en") {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "legal-privacy-390");
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, "legal-privacy-1280");
    }
  });
}

test("an unknown legal document is not found", async ({ page }) => {
  const response = await page.goto(root("/en/legal/terms-of-war"));
  expect(response?.status()).toBe(404);
});
