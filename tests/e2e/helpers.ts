import { expect, type Locator, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The UDP port on which the suite's server hears the shared cache's beacon lines (custom-domain.spec.ts's DNS server takes UDP PORT). */
export const EDGE_BEACONS_PORT = PORT + 1;
/** The suite's server answers GET /metrics with this token (playwright.config.ts). */
export const METRICS_TOKEN = "e2e-metrics-token-of-the-suite";
export const root = (path = "/") => `http://localhost:${PORT}${path}`;
export const venue = (key: string, path = "/") => `http://${key}.menu.localhost:${PORT}${path}`;

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}

/**
 * Reorders a sortable list from the keyboard: Space on the row's handle picks it up, each ArrowUp moves it one
 * place up, Space drops it. Each step waits until the list took it (the handle is pressed, then has moved up),
 * because the list only listens for the arrows once the pick-up is done.
 */
export async function moveUpByKeyboard(handle: Locator, places = 1) {
  const page = handle.page();
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  for (let place = 0; place < places; place++) {
    const { y } = (await handle.boundingBox())!;
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => (await handle.boundingBox())!.y).toBeLessThan(y);
  }
  await page.keyboard.press("Space");
}

/**
 * Sets an admin "sold out" switch and waits until the server saved it: the switch shows the new state at once
 * and stays busy until the save is answered and the page refreshed.
 */
export async function pressSaved(toggle: Locator, pressed: boolean) {
  if ((await toggle.getAttribute("aria-pressed")) !== String(pressed)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(pressed));
  await expect(toggle).toHaveAttribute("aria-busy", "false");
}
