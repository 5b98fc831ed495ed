import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot } from "./helpers";

const copy = demoCopy("abbreviations");
const row = (page: Page, short: string) => page.getByTestId("abbreviation-row").filter({ has: page.getByRole("cell", { name: short, exact: true }) });

test("the owner keeps the abbreviation map: adds, is told of a duplicate and a missing full form, edits and deletes", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/translations-map`));
  await expect(page).toHaveTitle("Translations map · Carta");
  await expect(page.getByText("The map is empty.")).toBeVisible();
  await expect(page.getByTestId("engine-notice")).toContainText("Automatic translation is not connected.");

  await page.getByRole("button", { name: "Add entry" }).click();
  let dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Abbreviation or name").fill("с/с");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("This field is required")).toBeVisible();
  await dialog.getByLabel("Full form").fill("собственного производства");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Entry added")).toBeVisible();
  await expect(row(page, "с/с").getByRole("cell", { name: "собственного производства" })).toBeVisible();

  await page.getByRole("button", { name: "Add entry" }).click();
  dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Abbreviation or name").fill("С/С");
  await dialog.getByLabel("Full form").fill("что-то другое");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("This abbreviation is already in the map")).toBeVisible();
  await dialog.getByLabel("Abbreviation or name").fill("Крафт");
  await dialog.getByLabel("What to do with it").selectOption("keep");
  await dialog.getByLabel("In other languages (optional)").fill("");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, "Крафт").getByText("as written")).toBeVisible();
  await shot(page, "translations-map-en");

  await page.getByRole("button", { name: "Edit Крафт" }).click();
  dialog = page.getByRole("dialog", { name: "Edit entry" });
  await dialog.getByLabel("In other languages (optional)").fill("Kraft");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, "Крафт").getByRole("cell", { name: "Kraft" })).toBeVisible();

  await page.getByRole("button", { name: "Delete с/с" }).click();
  dialog = page.getByRole("dialog", { name: "Delete entry" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("с/с deleted")).toBeVisible();
  await expect(row(page, "с/с")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("abbreviation-row")).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(root(`/ru/${copy.key}/admin-panel/settings/translations-map`));
  await expect(page.getByRole("heading", { name: "Карта переводов" })).toBeVisible();
  await shot(page, "translations-map-ru-phone");
  await page.goto(root(`/zh/${copy.key}/admin-panel/settings/translations-map`));
  await expect(page.getByRole("heading", { name: "翻译词表" })).toBeVisible();
  await expect(row(page, "Крафт").getByRole("cell", { name: "作为名称保留,不翻译" })).toBeVisible();
});
