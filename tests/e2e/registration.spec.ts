import path from "node:path";
import { expect, type Page, test } from "./fixtures/test";
import { findLink, readOutbox } from "../support/outbox";
import { PORT, root, shot } from "./helpers";

const outbox = () => path.join(process.env.E2E_DATA_DIR!, "outbox");
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function mailedLink(to: string, pathPrefix: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(outbox())).filter((message) => message.to === to).slice(after);
      link = messages.map((message) => findLink(message.text, pathPrefix)).findLast(Boolean);
      return link;
    })
    .toBeDefined();
  return link!;
}

const mailCount = async (to: string) => (await readOutbox(outbox())).filter((message) => message.to === to).length;

async function fillRegistration(page: Page, values: { email: string; password: string; repeat?: string }, labels: Record<string, string>) {
  await page.getByLabel(labels.firstName!, { exact: true }).fill("Anna");
  await page.getByLabel(labels.lastName!, { exact: true }).fill("Petrova");
  await page.getByLabel(labels.email!, { exact: true }).fill(values.email);
  await page.getByLabel(labels.password!, { exact: true }).fill(values.password);
  await page.getByLabel(labels.repeat!, { exact: true }).fill(values.repeat ?? values.password);
  for (const consent of await page.getByRole("main").getByRole("checkbox").all()) await consent.check();
}

const EN = { firstName: "First name", lastName: "Last name", email: "E-mail", password: "Password", repeat: "Repeat password" };

test("a new owner registers, confirms the e-mail, creates a venue, and resets the password", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `owner-${Date.now()}@example.com`;
  const key = `venue${letters(8)}`;

  await page.goto(root("/en/register/user"));
  await expect(page).toHaveTitle(/Create an account/);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "This field is required" })).toHaveCount(3);
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Accept the public offer and the privacy policy to register" })).toBeVisible();
  await fillRegistration(page, { email: "not-an-email", password: "short" }, EN);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Invalid e-mail address")).toBeVisible();
  await expect(page.getByText("Must contain at least 8 characters")).toBeVisible();
  await fillRegistration(page, { email, password: "first password", repeat: "other password" }, EN);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
  await shot(page, "register-errors");
  await page.getByLabel("Repeat password").fill("first password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`We have sent a confirmation link to ${email}. Open it to continue.`);
  await expect(page.getByRole("main").getByRole("status").locator("..")).toBeFocused();
  await shot(page, "register-check-email");

  // Registering a taken address answers exactly as a new one; the owner hears of it by mail.
  await page.goto(root("/en/register/user"));
  await fillRegistration(page, { email: email.toUpperCase(), password: "first password" }, EN);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`We have sent a confirmation link to ${email.toUpperCase()}. Open it to continue.`);
  expect(await mailedLink(email, `http://localhost:${PORT}/en`, 1)).toBe(`http://localhost:${PORT}/en`);

  await page.goto(root("/en/register/user-confirmation?token=nonsense"));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail confirmation session has expired or does not exist");

  const confirmation = await mailedLink(email, "/en/register/user-confirmation?token=");
  expect(new URL(confirmation).origin).toBe(`http://localhost:${PORT}`);
  await page.goto(confirmation);
  await expect(page.getByTestId("countdown")).toContainText("Your e-mail is confirmed. Continuing registration in");
  await shot(page, "register-confirmed");
  await page.waitForURL(root("/en/register/organization"), { timeout: 10_000 });
  await page.goto(confirmation);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your e-mail is already confirmed. Please sign in.");
  await page.goto(root("/en/register/organization"));

  await expect(page).toHaveTitle(/Your company and venue/);
  await expect(page.getByText(`The venue's menu will open at http://myvenue.menu.localhost:${PORT}`)).toBeVisible();
  await expect(page.getByText("{storeurl}")).toHaveCount(0);
  await expect(page.getByTestId("url-name-rule")).toHaveCount(2);
  await expect(page.getByTestId("url-name-rule").first()).toHaveText("Allowed: Latin letters a–z only (capitals are lowered), up to 40; no digits, spaces, hyphens or accents.");
  await expect(page.getByLabel("Venue URL name")).toHaveAccessibleDescription(/Allowed: Latin letters a–z only/);
  await page.getByLabel("Company URL name").fill("Admin");
  await expect(page.getByTestId("companyUrlName-status")).toHaveText("This company URL name is reserved by the service: choose another");
  await page.getByLabel("Venue URL name").fill("www");
  await expect(page.getByTestId("storeUrlName-status")).toHaveText("This store URL name is reserved by the service: choose another");
  await page.getByLabel("Company name").fill("Anna's Bistro");
  await expect(page.getByTestId("companyUrlName-suggestion")).toHaveText("Suggested: annasbistro");
  await expect(page.getByLabel("Company URL name")).toHaveAccessibleDescription(/Names your company inside Carta; guests never see it/);
  await page.getByLabel("Company URL name").fill("cartademo");
  await expect(page.getByTestId("companyUrlName-status")).toHaveText("This company URL name already exists");
  await page.getByLabel("Venue URL name").fill("demo");
  await expect(page.getByTestId("storeUrlName-status")).toHaveText("This store URL name already exists");
  await page.getByLabel("Venue URL name").fill("bad-name1");
  await page.getByLabel("Venue name").focus();
  await expect(page.getByText("Latin letters only", { exact: true })).toBeVisible();
  await shot(page, "organization-errors");
  await page.getByLabel("Company URL name").fill(`Co${key}`);
  await expect(page.getByTestId("companyUrlName-status")).toHaveText("✓ Available");
  await page.getByLabel("Venue name").fill("Anna's Bistro on Main");
  await page.getByLabel("Venue URL name").fill(key.toUpperCase());
  await expect(page.getByTestId("storeUrlName-status")).toHaveText("✓ Available");
  await expect(page.getByText(`http://${key}.menu.localhost:${PORT}`)).toBeVisible();
  await shot(page, "organization-available");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("countdown")).toContainText("Done! Opening the admin panel in");
  await shot(page, "organization-created");
  await page.waitForURL(root(`/en/${key}/admin-panel/kitchen`), { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await shot(page, "organization-admin-panel");
  const welcome = page.getByRole("dialog", { name: "Welcome to Carta!" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId("welcome-text")).toHaveText(
    "Your venue is ready. Build your menu in the sections on the left. It stays hidden from guests for 3 more days while you prepare it.",
    { useInnerText: true },
  );
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(welcome.getByTestId("welcome-text")).toHaveText(
    "Your venue is ready. Build your menu in the sections at the top of the page. It stays hidden from guests for 3 more days while you prepare it.",
    { useInnerText: true },
  );
  await shot(page, "welcome-phone");
  await page.setViewportSize(viewport);
  await welcome.getByRole("button", { name: "Let's start" }).click();
  await expect(welcome).toBeHidden();
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByTestId("sign-out").click();
  await page.waitForURL(root("/en"));
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(root("/en/forgot-password"));
  const before = await mailCount(email);
  for (const address of [`nobody-${Date.now()}@example.com`, email]) {
    await page.getByLabel("E-mail").fill(address);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`If an account exists for ${address}, a link to set a new password is on its way.`);
  }
  await shot(page, "forgot-sent");

  const reset = await mailedLink(email, "/en/change-password?token=", before);
  await page.goto(reset);
  await expect(page).toHaveTitle(/Set a new password/);
  await page.getByLabel("New password", { exact: true }).fill("second password");
  await page.getByLabel("Repeat new password").fill("something else");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Passwords do not match");
  await page.getByLabel("Repeat new password").fill("second password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByTestId("countdown")).toContainText("Password changed. Signing in again in");
  await shot(page, "change-password-done");
  await page.waitForURL(root("/en"), { timeout: 10_000 });

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect login or password");
  await page.getByLabel("Password", { exact: true }).fill("second password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(root(`/en/${key}/admin-panel/kitchen`));

  await page.goto(reset);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Password reset session has expired or does not exist");
  await expect(page.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/en/forgot-password");
  await shot(page, "change-password-expired");
});

test("registration works in Chinese, from the form to the admin panel", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `li-${Date.now()}@example.com`;
  const key = `zh${letters(8)}`;
  const zh = { firstName: "名", lastName: "姓", email: "电子邮箱", password: "密码", repeat: "再次输入密码" };

  await page.goto(root("/zh/register/user"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  const submit = page.getByRole("button", { name: "注册" });
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert").first()).toHaveText("此字段为必填项");
  await fillRegistration(page, { email, password: "mima mima 1", repeat: "mima mima 2" }, zh);
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("两次输入的密码不一致");
  await page.getByLabel(zh.repeat, { exact: true }).fill("mima mima 1");
  await submit.click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(email);
  await shot(page, "register-zh");

  await page.goto(await mailedLink(email, "/zh/register/user-confirmation?token="));
  await expect(page.getByTestId("countdown")).toBeVisible();
  await page.getByRole("link", { name: "继续注册" }).click();
  await expect(page).toHaveURL(root("/zh/register/organization"));

  await page.getByLabel("公司名称").fill("李记");
  await page.getByLabel("公司网址名").fill(`Li${key}`);
  await page.getByLabel("门店名称").fill("李记茶馆");
  await page.getByLabel("门店网址名").fill(key);
  await expect(page.getByTestId("storeUrlName-status")).toHaveText("✓ 可用");
  await shot(page, "organization-zh");
  await page.getByRole("button", { name: "创建" }).click();
  await page.waitForURL(root(`/zh/${key}/admin-panel/kitchen`), { timeout: 10_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
});
