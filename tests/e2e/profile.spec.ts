import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot } from "./helpers";

const copy = demoCopy("profile");

const manager = copy.storeManager;

test("a language saved in the profile follows the user to their other devices", async ({ browser }) => {
  const [phone, laptop] = [await browser.newContext(), await browser.newContext()];
  const [onPhone, onLaptop] = [await phone.newPage(), await laptop.newPage()];
  await signInWithApi(onPhone.request, manager.email, manager.password);
  await signInWithApi(onLaptop.request, manager.email, manager.password);

  await onLaptop.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await expect(onLaptop.getByRole("link", { name: "Drinks" })).toBeVisible();

  await onPhone.goto(root(`/en/${copy.key}/admin-panel/settings/profile`));
  await onPhone.getByLabel("Interface language").selectOption("zh");
  await onPhone.getByRole("button", { name: "Save" }).nth(1).click();
  await expect(onPhone).toHaveURL(root(`/zh/${copy.key}/admin-panel/settings/profile`));
  await shot(onPhone, "profile-zh");

  await onLaptop.reload();
  await expect(onLaptop).toHaveURL(root(`/zh/${copy.key}/admin-panel/kitchen`));
  await expect(onLaptop.getByRole("link", { name: "饮品" })).toBeVisible();

  await onLaptop.getByTestId("locale-switch").selectOption("en");
  await expect(onLaptop).toHaveURL(root(`/en/${copy.key}/admin-panel/kitchen`));
  await onLaptop.reload();
  await expect(onLaptop).toHaveURL(root(`/en/${copy.key}/admin-panel/kitchen`));

  await onPhone.getByLabel("界面语言").selectOption("en");
  await onPhone.getByRole("button", { name: "保存" }).nth(1).click();
  await expect(onPhone).toHaveURL(root(`/en/${copy.key}/admin-panel/settings/profile`));
  await Promise.all([phone.close(), laptop.close()]);
});
