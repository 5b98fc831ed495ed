import { expect, test } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;

test("the same app runs on PostgreSQL through DATABASE_URL", async ({ page, request }) => {
  const health = await request.get(`http://127.0.0.1:${PORT}/api/health`);
  expect(await health.json()).toMatchObject({ status: "ok", database: { engine: "postgres", ok: true } });
  await page.goto(`http://demo.menu.localhost:${PORT}/`);
  await expect(page).toHaveURL(`http://demo.menu.localhost:${PORT}/en/menu`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
  expect(await page.getByTestId("menu-item").count()).toBeGreaterThanOrEqual(20);
  const unknown = await page.goto(`http://nowhere.menu.localhost:${PORT}/en/menu`);
  expect(unknown?.status()).toBe(404);
});
