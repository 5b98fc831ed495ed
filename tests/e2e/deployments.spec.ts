import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";
import { root } from "./helpers";

test("a new build is picked up by a full reload on the next navigation", async ({ page }) => {
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.getByRole("link", { name: "Drinks" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/drinks"));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

  await page.route("**/builds/latest.json", (route) => route.fulfill({ json: { id: "a-newer-build" } }));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.waitForResponse("**/builds/latest.json");
  await page.getByRole("link", { name: "Hookah" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/hookah"));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "after reload"));
  await page.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(root("/en/demo/admin-panel/games"));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("after reload");
});

async function runSecondServer(args: string[]) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: "3199", NEXT_TELEMETRY_DISABLED: "1" },
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
  for (const args of [
    [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", "3199"],
    [path.join("scripts", "start.mjs"), "-p", "3199"],
  ]) {
    const { code, output } = await runSecondServer(args);
    expect(output).toContain("is in use by another Carta server");
    expect(code).toBe(1);
  }
});
