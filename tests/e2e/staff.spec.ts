import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const copy = demoCopy("staff");

const suffix = Date.now().toString(36).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

async function signInAsOwner(page: Page) {
  await page.goto(root("/en"));
  await page.getByLabel("E-mail").fill(copy.owner.email);
  await page.getByLabel("Password").fill(copy.owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(new RegExp(`/en/${copy.key}/admin-panel`));
}

function invitationLinkFor(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (const file of readdirSync(outbox)) {
    const raw = readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (raw.includes(`To: ${email}`)) return raw.match(/https?:\/\/\S+change-password\?token=[\w-]+/)?.[0];
  }
  return undefined;
}

/** Whether the owner of `email` was mailed the note that someone named their address, in whichever language. */
async function noteMailedTo(email: string): Promise<boolean> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const subjects = ["en", "ru", "zh"].map((locale) => {
    const texts = JSON.parse(readFileSync(path.join("messages", locale, "mail.json"), "utf8")) as Record<string, { subject: string }>;
    return texts["address-in-use"]!.subject;
  });
  for (const file of readdirSync(outbox)) {
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    if (JSON.stringify(mail.to).includes(email) && subjects.includes(mail.subject ?? "")) return true;
  }
  return false;
}

test("the owner manages staff, creates a store and switches to it", async ({ page }) => {
  await signInAsOwner(page);

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/users`));
  await expect(page).toHaveTitle("Users · Carta");
  await expect(page.getByRole("heading", { name: "Users", level: 2 })).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: copy.owner.email })).toContainText("Company manager");

  const email = `manager-${suffix}@demo.carta.test`;
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await dialog.getByLabel("First name").fill("Mila");
  await dialog.getByLabel("Last name").fill("Stern");
  await dialog.getByLabel("E-mail").fill(copy.owner.email);
  await expect(dialog.getByLabel("Role")).toHaveValue("store_manager");
  await dialog.getByLabel("Store", { exact: true }).selectOption({ label: "Carta Demo Lounge" });
  await shot(page, "staff-add-dialog");
  // An address that has an account is answered like any other (its owner gets a note), and no one is added.
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`User added. The invitation is on its way to ${copy.owner.email}.`)).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: copy.owner.email })).toHaveCount(1);
  await expect.poll(() => noteMailedTo(copy.owner.email)).toBe(true);
  await page.getByRole("button", { name: "Add user" }).click();
  await dialog.getByLabel("First name").fill("Mila");
  await dialog.getByLabel("Last name").fill("Stern");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Store", { exact: true }).selectOption({ label: "Carta Demo Lounge" });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`User added. The invitation is on its way to ${email}.`)).toBeVisible();
  const row = page.getByTestId("staff-row").filter({ hasText: email });
  await expect(row).toContainText("Mila Stern");
  await expect(row).toContainText("Store manager");
  await expect(row).toContainText("Carta Demo Lounge");
  await expect(row).toContainText("Waiting for e-mail confirmation");
  expect(invitationLinkFor(email)).toMatch(/\/en\/change-password\?token=/);
  await shot(page, "staff-users");

  await row.getByRole("button", { name: "Edit Mila Stern" }).click();
  const edit = page.getByRole("dialog", { name: "Edit user" });
  await edit.getByLabel("Role").selectOption("company_manager");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Please confirm the e-mail of this user");
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/stores`));
  await expect(page).toHaveTitle("Stores · Carta");
  const storeKey = `second${suffix}`;
  await page.getByLabel("Store name").fill("Second Bar");
  await page.getByLabel("Store URL name").fill("demo");
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(page.getByText("This store URL name already exists")).toBeVisible();
  await page.getByLabel("Store URL name").fill(storeKey);
  await expect(page.getByText(`The menu will open at http://${storeKey}.menu.localhost`)).toBeVisible();
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This URL name is available" })).toBeVisible();
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByText("Store “Second Bar” created.")).toBeVisible();
  const storeRow = page.getByTestId("store-row").filter({ hasText: "Second Bar" });
  await expect(storeRow).toContainText(storeKey);
  await expect(storeRow).toContainText("Setup period until");
  await shot(page, "staff-stores");

  const switcher = page.getByTestId("store-switcher");
  await switcher.getByLabel("Switch store").selectOption({ label: "Second Bar" });
  await switcher.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(root(`/en/${storeKey}/admin-panel/settings/stores`));
  await expect(page.getByTestId("store-row").filter({ hasText: "Second Bar" })).toContainText("(current)");
  await expect(switcher.getByLabel("Switch store")).toHaveValue(storeKey);
  await shot(page, "staff-switched-store");

  await page.goto(root(`/en/${storeKey}/admin-panel/settings/company`));
  await expect(page).toHaveTitle("Company · Carta");
  await expect(page.getByLabel("Company URL name")).toHaveValue(copy.companyUrlName);
  await page.getByLabel("Company name").fill("Carta Demo Group");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Company saved")).toBeVisible();
  await shot(page, "staff-company");

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/users`));
  await page.getByTestId("staff-row").filter({ hasText: email }).getByRole("button", { name: "Delete Mila Stern" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete user" });
  await expect(confirm).toContainText(`Delete Mila Stern (${email})?`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await shot(page, "staff-delete-dialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted")).toBeVisible();
  await expect(page.getByTestId("staff-row").filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByTestId("staff-row").filter({ hasText: copy.owner.email }).getByRole("button", { name: /Delete/ })).toHaveCount(0);
});

test("the staff pages speak Russian and Chinese", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(root(`/ru/${copy.key}/admin-panel/settings/users`));
  await expect(page).toHaveTitle("Пользователи · Carta");
  await expect(page.getByRole("button", { name: "Добавить пользователя" })).toBeVisible();
  await page.goto(root(`/zh/${copy.key}/admin-panel/settings/stores`));
  await expect(page).toHaveTitle("门店列表 · Carta");
  await expect(page.getByRole("button", { name: "创建门店" })).toBeVisible();
  await shot(page, "staff-stores-zh");
});

test("store managers and other companies cannot open the company settings", async ({ page }) => {
  for (const account of [copy.storeManager, ACCOUNTS.rivalOwner]) {
    await page.context().clearCookies();
    await signInWithApi(page.request, account.email, account.password);
    for (const tab of ["users", "stores", "company"]) {
      const response = await page.goto(root(`/en/${copy.key}/admin-panel/settings/${tab}`));
      expect(response?.status(), `${account.email} ${tab}`).toBe(404);
    }
  }
});
