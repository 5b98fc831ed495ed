import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const CASES = [
  {
    locale: "ru",
    links: { offer: "Публичная оферта", "privacy-policy": "Политика конфиденциальности", privacy: "Персональные данные", "service-contacts": "Контакты сервиса" },
    note: "заглушка",
  },
  {
    locale: "en",
    links: { offer: "Public offer", "privacy-policy": "Privacy policy", privacy: "Personal data", "service-contacts": "Service contacts" },
    note: "placeholder",
  },
  {
    locale: "zh",
    links: { offer: "公开要约", "privacy-policy": "隐私政策", privacy: "个人数据", "service-contacts": "服务联系方式" },
    note: "占位",
  },
];

for (const { locale, links, note } of CASES) {
  test(`the root site's footer leads to every legal document in ${locale}`, async ({ page }) => {
    await page.goto(root(`/${locale}/forgot-password`));
    for (const [kind, name] of Object.entries(links)) {
      await page.locator("footer").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(root(`/${locale}/${kind}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).toContainText(note);
    }
    if (locale === "en") {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "legal-service-contacts-390");
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, "legal-service-contacts-1280");
    }
  });
}

test("an unknown legal document is not found", async ({ page }) => {
  const response = await page.goto(root("/en/terms-of-war"));
  expect(response?.status()).toBe(404);
});

test("the platform administrator previews and publishes a new version; the page shows it and the history keeps the old one", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
  await page.goto(root("/en/platform/legal?kind=user-agreement&language=zh"));
  await expect(page.getByRole("heading", { level: 2, name: "Legal documents" })).toBeVisible();
  const editor = page.getByTestId("legal-editor");
  await expect(editor.getByLabel("Title")).toHaveValue("用户协议");
  const body = `# 用户协议\n\n使用 Carta 即表示您同意以下条款。\n\n- 第一条 ${Date.now()}\n- **第二条**`;
  await editor.getByLabel("Text (Markdown)").fill(body);
  await editor.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("legal-preview").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("legal-preview").locator("strong")).toHaveText("第二条");
  await shot(page, "legal-admin-preview");
  await editor.getByRole("button", { name: "Edit" }).click();
  await editor.getByLabel("Title").fill("");
  await editor.getByRole("button", { name: "Publish new version" }).click();
  await expect(editor.getByText("This field is required")).toBeVisible();
  await editor.getByLabel("Title").fill("用户协议");
  await editor.getByRole("button", { name: "Publish new version" }).click();
  await expect(page.getByText("The new version is published")).toBeVisible();
  const history = page.getByTestId("legal-history");
  await expect(history.getByRole("listitem").first()).toContainText(ACCOUNTS.platformAdmin.email);
  await expect(history.getByRole("listitem").last()).toContainText("Version 1");
  await expect(history.getByRole("listitem").last()).toContainText("placeholder shipped with Carta");

  await page.goto(root("/zh/user-agreement"));
  await expect(page.locator("main")).toContainText("使用 Carta 即表示您同意以下条款。");
  await expect(page.locator("main")).not.toContainText("占位");
  await expect(page.locator("main strong")).toHaveText("第二条");
});

test("owners cannot open the legal editor or the received messages", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  for (const screen of ["legal", "messages"]) {
    const response = await page.goto(root(`/en/demo/admin-panel/settings/${screen}`));
    expect(response?.status()).toBe(404);
  }
  await page.goto(root("/en/demo/admin-panel/settings/profile"));
  await expect(page.getByRole("link", { name: "Legal documents" })).toHaveCount(0);
});

test("the landing page compares the plans from the plans data and leads to the demo and registration", async ({ page }) => {
  await page.goto(root("/en"));
  const plans = page.getByTestId("plan-comparison");
  await expect(plans.getByRole("columnheader")).toHaveText([/Feature/, /Trial.*Free for 14 days/, /Basic.*a month/, /Premium.*a month/]);
  await expect(plans.getByRole("row", { name: /Export to PDF and Excel/ }).getByRole("cell")).toHaveText(["✓Included", "—Not included", "✓Included"]);
  // Marks are read as words from visually hidden text: no plain element carries an aria-label a reader may skip.
  const labelledPlain = await page.locator("span[aria-label], div[aria-label], td[aria-label]").evaluateAll((nodes) => nodes.filter((node) => !node.getAttribute("role")).length);
  expect(labelledPlain).toBe(0);
  await expect(plans.getByRole("row", { name: /Export to PDF and Excel/ }).getByRole("cell", { name: "Not included", exact: true })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/en/register/user");
  await expect(page.getByTestId("demo-link")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("plan-comparison").scrollIntoViewIfNeeded();
  await shot(page, "landing-plans-390");
});
