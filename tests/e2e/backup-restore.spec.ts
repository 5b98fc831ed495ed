import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "./fixtures/test";
import { PORT } from "./helpers";
import { startOwnServer } from "./own-server";

/** The demo menu's item titles as a guest sees them on a server at `port`. */
async function menuTitles(page: Page, port: number): Promise<string[]> {
  await page.goto(`http://demo.menu.localhost:${port}/en/menu`);
  const titles = page.locator("[data-testid='menu-item'] [data-item-title]");
  await expect(titles.first()).toBeVisible();
  return titles.allTextContents();
}

function npmScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join("scripts", `${script}.ts`), ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test("npm run backup while the server runs; the archive restored into a fresh DATA_DIR serves the same menu", async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-backup-live-"));
  const archive = path.join(mkdtempSync(path.join(os.tmpdir(), "carta-backup-archive-")), "carta.tar.gz");
  const restored = path.join(mkdtempSync(path.join(os.tmpdir(), "carta-backup-restored-")), "data");
  const live = await startOwnServer(PORT + 11, { DATA_DIR: dataDir });
  let before: string[];
  try {
    before = await menuTitles(page, PORT + 11);
    expect(npmScript("backup", [archive], { DATA_DIR: dataDir })).toContain("copied by the running server");
  } finally {
    await live.stop();
  }
  npmScript("restore", [archive, restored], { DATA_DIR: restored });
  const copy = await startOwnServer(PORT + 12, { DATA_DIR: restored });
  try {
    expect(await menuTitles(page, PORT + 12)).toEqual(before);
  } finally {
    await copy.stop();
  }
});
