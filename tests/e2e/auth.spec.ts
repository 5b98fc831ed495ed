import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi, signInWithForm } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const owner = ACCOUNTS.demoOwner;

test("a wrong password is refused with the catalogue message, in every language", async ({ page }) => {
  const messages = { en: "Incorrect login or password", ru: "Неверный логин или пароль", zh: "登录名或密码错误" };
  for (const [locale, message] of Object.entries(messages)) {
    await page.goto(root(`/${locale}`));
    await page.locator('input[name="email"]').fill(owner.email);
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId("form-error")).toHaveText(message);
    await expect(page.locator('input[name="email"]')).toHaveValue(owner.email);
  }
  await shot(page, "sign-in-error-zh");
});

test("bad input is answered field by field", async ({ page }) => {
  await page.goto(root("/en"));
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid e-mail address")).toBeVisible();
  await expect(page.getByText("This field is required")).toBeVisible();
});

test("sign in without remember me: a browser-session cookie; sign out revokes the session", async ({ page, context, browser }) => {
  await page.goto(root("/en/demo/admin-panel/settings/profile"));
  await expect(page).toHaveURL(root("/en?redirect=%2Fen%2Fdemo%2Fadmin-panel%2Fsettings%2Fprofile"));
  await signInWithForm(page, owner.email, owner.password);
  await page.waitForURL(root("/en/demo/admin-panel/settings/profile"));
  await expect(page.getByTestId("current-user")).toHaveText("Demo Owner");
  const session = (await context.cookies()).find((cookie) => cookie.name === "next-auth.session-token")!;
  expect(session.expires).toBe(-1);
  expect(session.httpOnly).toBe(true);
  await shot(page, "profile");

  const me = await page.request.get(root("/api/me"));
  const body = await me.json();
  expect(body).toMatchObject({ email: owner.email, role: "company_manager", ui_locale: "en" });
  expect(JSON.stringify(body)).not.toMatch(/jti|token|password/i);

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/en(\?|$)/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

  const stolen = await browser.newContext();
  await stolen.addCookies([session]);
  expect((await stolen.request.get(root("/api/me"))).status()).toBe(401);
  expect(await (await stolen.request.get(root("/api/auth/session"))).json()).toEqual({});
  await stolen.close();
});

test("remember me keeps the session for 30 days", async ({ page, context }) => {
  await page.goto(root("/en"));
  await signInWithForm(page, owner.email, owner.password, { remember: true });
  await page.waitForURL(root("/en/demo/admin-panel/kitchen"));
  const session = (await context.cookies()).find((cookie) => cookie.name === "next-auth.session-token")!;
  const days = (session.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
});

test("redirect and callbackUrl never lead to another site", async ({ browser, request }) => {
  for (const target of ["https://evil.example/phish", "//evil.example/x", "/\\evil.example"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(root(`/en?redirect=${encodeURIComponent(target)}`));
    await signInWithForm(page, owner.email, owner.password);
    await page.waitForURL(/^http:\/\/localhost:\d+\/en\/demo\/admin-panel/);
    await context.close();
  }
  const { csrfToken } = await (await request.get(root("/api/auth/csrf"))).json();
  const response = await request.post(root("/api/auth/callback/credentials"), {
    form: { csrfToken, email: owner.email, password: owner.password, callbackUrl: "https://evil.example/x" },
    maxRedirects: 0,
  });
  expect(new URL(response.headers().location!).host).toBe(new URL(root()).host);
});

test("the auth endpoints speak the next-auth protocol; sign-out needs the csrf token", async ({ request }) => {
  expect((await (await request.get(root("/api/auth/providers"))).json()).credentials.type).toBe("credentials");
  expect(await (await request.get(root("/api/auth/session"))).json()).toEqual({});
  await signInWithApi(request, owner.email, owner.password);
  const session = await (await request.get(root("/api/auth/session"))).json();
  expect(session.user.id).toBeTruthy();
  for (const form of [{ callbackUrl: "/en" }, { csrfToken: "forged" }] as Record<string, string>[]) {
    const refused = await request.post(root("/api/auth/signout"), { form, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe("Could not fetch CSRF Token for signing out");
  }
  expect((await request.get(root("/api/me"))).status()).toBe(200);
  const { csrfToken } = await (await request.get(root("/api/auth/csrf"))).json();
  const signedOut = await request.post(root("/api/auth/signout"), { form: { csrfToken, callbackUrl: "/en" }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect((await request.get(root("/api/me"))).status()).toBe(401);
});

test("signed-in users are kept off the sign-in page", async ({ page }) => {
  await page.goto(root("/en"));
  await signInWithForm(page, owner.email, owner.password);
  await page.waitForURL(/\/en\/demo\/admin-panel\/kitchen/);
  await page.goto(root("/en"));
  await expect(page).toHaveURL(/\/en\/demo\/admin-panel\/kitchen/);
});

/** Every address the browser asks for, to check that no secret ever appears in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoSecret(urls: string[], ...secrets: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    const leaked = urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)));
    expect(leaked, `URLs carrying ${secret}`).toEqual([]);
  }
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form posts to the server: a first post without the csrf cookie asks to sign in once more, the second signs in", async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto(root("/en"));
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page.getByTestId("form-error")).toHaveText("The form had expired. Please sign in once more.");
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL(/\/en\/demo\/admin-panel/);
    expectNoSecret(urls, owner.password);
  });

  test("a wrong password is refused with the catalogue message, posted", async ({ page }) => {
    const urls = recordUrls(page);
    await page.request.get(root("/api/auth/csrf"));
    await page.goto(root("/en"));
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-typed");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Incorrect login or password");
    expectNoSecret(urls, "wrong-password-typed");
  });

  test("registration and forgot-password post to their server actions and answer on the page", async ({ page }) => {
    const urls = recordUrls(page);
    const email = `noscript-${Date.now()}@example.test`;
    await page.goto(root("/en/register/user"));
    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Last name").fill("Script");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("no-script-secret");
    await page.getByLabel("Repeat password").fill("no-script-secret");
    await page.getByLabel("public offer").check();
    await page.getByLabel("privacy policy").check();
    await page.getByLabel("Repeat password").press("Enter");
    await expect(page.getByText(`We have sent a confirmation link to ${email}. Open it to continue.`)).toBeVisible();

    await page.goto(root("/en/forgot-password"));
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("E-mail").press("Enter");
    await expect(page.getByTestId("form-success")).toHaveText(`If an account exists for ${email}, a link to set a new password is on its way.`);
    expectNoSecret(urls, "no-script-secret", email);
  });

  test("the profile's e-mail and password forms post, and a wrong current password is refused", async ({ page }) => {
    await signInWithApi(page.request, owner.email, owner.password);
    const urls = recordUrls(page);
    await page.goto(root("/en/demo/admin-panel/settings/profile"));
    const emailForm = page.locator("form", { has: page.getByRole("heading", { name: "Change e-mail" }) });
    await emailForm.getByLabel("New e-mail").fill("someone-new@example.test");
    await emailForm.getByLabel("Current password").fill("not-my-current-password");
    await emailForm.getByLabel("Current password").press("Enter");
    await expect(page.getByText("The current password is incorrect")).toBeVisible();
    const passwordForm = page.locator("form", { has: page.getByRole("heading", { name: "Change password" }) });
    await passwordForm.getByLabel("Current password").fill("still-not-my-password");
    await passwordForm.getByLabel("New password", { exact: true }).fill("brand-new-secret");
    await passwordForm.getByLabel("Repeat new password").fill("brand-new-secret");
    await passwordForm.getByLabel("Repeat new password").press("Enter");
    await expect(page.getByText("The current password is incorrect")).toBeVisible();
    expectNoSecret(urls, "not-my-current-password", "still-not-my-password", "brand-new-secret");
  });
});

test("a form sent while its script is held back posts, and the script then signs in", async ({ page }) => {
  const urls = recordUrls(page);
  let release!: () => void;
  const submitted = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await submitted;
    await route.continue();
  });
  await page.goto(root("/en"), { waitUntil: "domcontentloaded" });
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/api/auth/callback/credentials"));
  await page.getByLabel("Password", { exact: true }).press("Enter");
  expect((await posted).postData()).toContain("csrfToken=");
  // The page's load event waits for the held scripts: wait only for the answer to the post.
  await page.waitForURL(/error=FormExpired/, { waitUntil: "commit" });
  release();
  await expect(page.getByTestId("form-error")).toHaveText("The form had expired. Please sign in once more.");
  await signInWithForm(page, owner.email, owner.password);
  await page.waitForURL(/\/en\/demo\/admin-panel/);
  expectNoSecret(urls, owner.password);
});
