import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SELLER_DETAILS } from "../support/seller-details";
import { expect, test } from "./fixtures/test";
import { PORT } from "./helpers";
import { startOwnServer } from "./own-server";

test("a DATA_DIR that is a file stops the start with one line naming DATA_DIR", () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "carta-file-")), "data");
  writeFileSync(file, "not a directory");
  for (const dataDir of [file, path.join(file, "inside")]) {
    const result = spawnSync(process.execPath, [path.join("scripts", "start.mjs")], {
      // Real seller details: the sample ones add a warning line of their own.
      env: { ...process.env, ...SELLER_DETAILS, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(PORT + 3) },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir}`);
    expect(result.stderr).not.toMatch(/ENOTDIR|\n\s+at /);
  }
});

test("a signed-out visit to the profile page redirects to sign-in and logs no error", async ({ request }) => {
  const server = await startOwnServer(PORT + 3, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "carta-log-")) });
  try {
    const answer = await request.get(`${server.origin}/en/demo/admin-panel/settings/profile`, { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers()["location"]).toContain("/en");
    // The page's render has finished once a later request is answered.
    expect((await request.get(`${server.origin}/api/health`)).status()).toBe(200);
    expect(server.output()).not.toMatch(/TypeError|Cannot read properties/);
  } finally {
    await server.stop();
  }
});
