import type { Locator, Page } from "@playwright/test";
import { signInWithApi } from "./auth-helpers";
import type { DemoCopy } from "./fixtures/demo-copies";
import { root } from "./helpers";

/** The admin panel names items in the venue's primary language. */
export const CAESAR_RU = "Цезарь с курицей";

/**
 * Signs in as the copy's owner and fills the Caesar salad's dietary fields (milk and eggs, traces of nuts, halal,
 * a bestseller, spiciness 1, 420 kcal); returns the still open edit dialog, for the caller to save.
 */
export async function fillCaesarDietary(page: Page, copy: DemoCopy): Promise<Locator> {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByRole("link", { name: "Салаты" }).first().click();
  await page.getByRole("button", { name: `Edit ${CAESAR_RU}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit “${CAESAR_RU}”` });
  const fields = dialog.getByTestId("dietary-fields");
  await fields.getByLabel("Milk").selectOption("contains");
  await fields.getByLabel("Eggs").selectOption("contains");
  await fields.getByLabel("Tree nuts").selectOption("may_contain");
  await fields.getByLabel("Halal").check();
  await fields.getByLabel("Bestseller").check();
  await fields.getByLabel("Spiciness").selectOption("1");
  await fields.getByLabel("Calories per portion, kcal").fill("420");
  return dialog;
}
