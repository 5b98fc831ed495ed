// Lighthouse (mobile, the default preset) on the demo venue's /en/menu, through `npx --yes lighthouse@12`,
// BENCH_RUNS (3) consecutive runs. Usage: node bench/lighthouse.mjs   Env: CHROME_PATH (/usr/bin/chromium)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMenuServer, writeResult } from "./menu-server.mjs";

const TARGETS = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const MAX_CLS = 0;
const MAX_TBT_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const app = await startMenuServer();
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-lighthouse-"));
try {
  const url = `http://${app.host("demo")}/en/menu`;
  await app.get("demo", "/en/menu");
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const report = path.join(dir, `report-${run}.json`);
    const result = spawnSync(
      "npx",
      ["--yes", "lighthouse@12", url, "--output=json", `--output-path=${report}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${Object.keys(TARGETS).join(",")}`, "--quiet"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "inherit", "inherit"] },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed (exit ${result.status})`);
    const { categories, audits } = JSON.parse(readFileSync(report, "utf8"));
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    runs.push({
      run,
      ...Object.fromEntries(Object.keys(TARGETS).map((id) => [id, Math.round(categories[id].score * 100)])),
      cls: Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      fcp: audits["first-contentful-paint"].displayValue,
      lcp: audits["largest-contentful-paint"].displayValue,
      speedIndex: audits["speed-index"].displayValue,
      failing: failing.join(", "),
    });
  }
  console.log(`\nLighthouse mobile, ${url}; targets ${Object.values(TARGETS).join("/")}, CLS ≤ ${MAX_CLS}, TBT ≤ ${MAX_TBT_MS} ms`);
  console.table(runs);
  const met = runs.every((run) => Object.entries(TARGETS).every(([id, target]) => run[id] >= target) && run.cls <= MAX_CLS && run.tbtMs <= MAX_TBT_MS);
  console.log(met ? "All runs meet the targets." : "Some run misses a target.");
  writeResult("lighthouse", { url, runs, met });
} finally {
  rmSync(dir, { recursive: true, force: true });
  await app.stop();
}
