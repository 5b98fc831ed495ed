import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { root } from "./helpers";

export async function signInWithForm(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (options.remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the form-encoded next-auth protocol, as curl would. */
export async function signInWithApi(request: APIRequestContext, email: string, password: string) {
  const { csrfToken } = (await (await request.get(root("/api/auth/csrf"))).json()) as { csrfToken: string };
  const response = await request.post(root("/api/auth/callback/credentials"), {
    form: { csrfToken, email, password, remember: "true", callbackUrl: root("/en") },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const me = await request.get(root("/api/me"));
  expect(me.status(), `signed in as ${email}`).toBe(200);
  return (await me.json()) as { id: number; company_id: number | null; store_id: number | null; role: string };
}
