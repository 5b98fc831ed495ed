import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { lockDataDir } from "@/lib/db/lock";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT, root } from "./helpers";

/** The suite's ports run from PORT to PORT + 5; this one is used by no other spec. */
const SECOND_PORT = PORT + 5;

test("a new build is picked up by a full reload on the next navigation", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.getByRole("link", { name: "Drinks" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/drinks"));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

  // Only the check this test triggers is answered with a newer build; the watcher reads the answer's body.
  await page.route("**/builds/latest.json", (route) => route.fulfill({ json: { id: "a-newer-build" } }));
  const newerBuild = page.waitForResponse(async (response) => {
    if (!response.url().endsWith("/builds/latest.json")) return false;
    return ((await response.json()) as { id?: string }).id === "a-newer-build";
  });
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await (await newerBuild).finished();
  await page.getByRole("link", { name: "Hookah" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/hookah"));
  // The full reload has committed once the new document has loaded and shows the section.
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1, name: "Hookah" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "after reload"));
  await page.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/games"));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("after reload");
});

async function runSecondServer(args: string[], dataDir: string) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(SECOND_PORT), NEXT_TELEMETRY_DISABLED: "1" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 45_000);
    child.on("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

test("a second server on the same data directory is refused with a clear error", async () => {
  // The first server's hold on its data directory, taken here so that no other test's server is involved.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-locked-"));
  const release = lockDataDir(dataDir);
  try {
    for (const args of [
      [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(SECOND_PORT)],
      [path.join("scripts", "start.mjs"), "-p", String(SECOND_PORT)],
    ]) {
      const { code, output } = await runSecondServer(args, dataDir);
      expect(output).toContain("is in use by another Carta server");
      expect(code).toBe(1);
    }
  } finally {
    release();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
