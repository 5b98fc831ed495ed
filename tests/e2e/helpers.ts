import type { Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const root = (path = "/") => `http://localhost:${PORT}${path}`;
export const venue = (key: string, path = "/") => `http://${key}.menu.localhost:${PORT}${path}`;

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}
