// Lighthouse (mobile, the default preset) on the demo venue's /en/menu, through `npx --yes lighthouse@12`.
// Usage: node bench/lighthouse.mjs   Env: CHROME_PATH (/usr/bin/chromium)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMenuServer, writeResult } from "./menu-server.mjs";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const MAX_CLS = 0.02;
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

const app = await startMenuServer();
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-lighthouse-"));
try {
  const url = `http://${app.host("demo")}/en/menu`;
  await app.get("demo", "/en/menu");
  const report = path.join(dir, "report.json");
  const result = spawnSync(
    "npx",
    ["--yes", "lighthouse@12", url, "--output=json", `--output-path=${report}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${Object.keys(TARGETS).join(",")}`, "--quiet"],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed (exit ${result.status})`);
  const { categories, audits } = JSON.parse(readFileSync(report, "utf8"));
  const rows = Object.entries(TARGETS).map(([id, target]) => ({ category: id, score: Math.round(categories[id].score * 100), target }));
  const cls = Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000;
  const metrics = Object.fromEntries(
    ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"].map((id) => [id, audits[id].displayValue]),
  );
  console.log(`\nLighthouse mobile, ${url}`);
  console.table([...rows, { category: "CLS", score: cls, target: `≤ ${MAX_CLS}` }]);
  console.table(metrics);
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  if (failing.length) console.log(`Failing audits: ${failing.join(", ")}`);
  writeResult("lighthouse", { url, scores: Object.fromEntries(rows.map((row) => [row.category, row.score])), cls, metrics, failing });
} finally {
  rmSync(dir, { recursive: true, force: true });
  await app.stop();
}
