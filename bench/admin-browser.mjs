// The admin page as a phone sees it: first-load JavaScript (every script of the HTML, gzip -9), Lighthouse
// (mobile preset, signed in through an extra Cookie header) and the interaction-to-next-paint of the work
// done during service, in Chromium at 390×844 with the CPU slowed down ×4 (DevTools protocol). Used by admin-300.mjs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const round = (value) => Math.round(value * 10) / 10;
const kb = (bytes) => round(bytes / 1024);

const MARKERS = {
  "react-dom": /react-dom|__reactFiber/,
  "next router": /AppRouter/,
  "next-intl": /localePrefix|localeCookie/,
  "@dnd-kit": /useDndContext|DndContext/,
  "react-hook-form": /useFormContext|shouldUnregister/,
  zod: /ZodError/,
  sonner: /sonner-toast/,
  "next-auth": /SessionContext|useSession/,
  "hast-util-to-html": /"basefont","bgsound"/,
  "intl-messageformat": /INVALID_ARGUMENT_TYPE|MALFORMED_ARGUMENT/,
  preact: /__preactattr_|preactattr|__P\b/,
};
const contents = (text) => Object.keys(MARKERS).filter((name) => MARKERS[name].test(text)).join(", ");

/**
 * Every script src and script preload of the page, fetched and gzipped, largest first. Scripts marked
 * `nomodule` (Next.js's polyfills for browsers without modules) are left out: no browser of the
 * supported set fetches them.
 */
export async function firstLoadScripts(base, html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const isPreload = /\brel="(?:modulepreload|preload)"/.test(tag) && /\bas="script"|modulepreload/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && (tag.startsWith("<script") || isPreload)) urls.add(url.replaceAll("&amp;", "&"));
  }
  const chunks = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    chunks.push({ url: url.replace(/^.*\/_next\/static\/chunks\//, ""), gzipKB: kb(gzipSync(body, { level: 9 }).byteLength), contains: contents(body.toString("utf8")) });
  }
  chunks.sort((a, b) => b.gzipKB - a.gzipKB);
  return { totalGzipKB: round(chunks.reduce((sum, chunk) => sum + chunk.gzipKB, 0)), chunks };
}

/** Lighthouse's mobile preset on a signed-in page, `runs` runs one after the other. */
export function lighthouse(url, cookie, runs) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-admin-lighthouse-"));
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const report = path.join(dir, `report-${run}.json`);
      const result = spawnSync(
        "npx",
        ["--yes", "lighthouse@12", url, "--output=json", `--output-path=${report}`, `--chrome-flags=${CHROME_ARGS.join(" ")}`, "--only-categories=performance", `--extra-headers=${JSON.stringify({ Cookie: cookie })}`, "--quiet"],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "inherit", "inherit"] },
      );
      if (result.status !== 0) throw new Error(`lighthouse failed (exit ${result.status})`);
      const { categories, audits } = JSON.parse(readFileSync(report, "utf8"));
      results.push({
        performance: Math.round(categories.performance.score * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(audits["total-blocking-time"].numericValue),
        mainThreadMs: Math.round(audits["mainthread-work-breakdown"].numericValue),
        jsTransferKB: kb(audits["network-requests"].details.items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + item.transferSize, 0)),
        lcpElement: lcpElement(audits),
      });
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The element Lighthouse took for the largest contentful paint, as its opening tag (or null). */
function lcpElement(audits) {
  const table = audits["largest-contentful-paint-element"]?.details?.items?.find((item) => item.type === "table");
  return table?.items?.[0]?.node?.snippet?.slice(0, 120) ?? null;
}

/** Longest event of the interaction that `act` performs, as Chromium's event timing reports it (the INP of that one interaction). */
async function interaction(page, act) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => window.__events.push(...list.getEntries().filter((entry) => entry.interactionId).map((entry) => entry.duration))).observe({ type: "event", durationThreshold: 16, buffered: false });
  });
  await act();
  // Event timing entries arrive after the next paint; wait for two animation frames and a task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  return page.evaluate(() => Math.max(16, ...window.__events));
}

/**
 * A finger's tap on the middle of an element. Its place is read before the tap, so that the harness's own checks
 * (Playwright runs scripts in the page before a click) do not run on the page's main thread inside the interaction.
 */
async function tapOn(page, locator) {
  const box = await locator.boundingBox();
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Opens the page at 390×844 with the CPU ×4 slower, then: types a name into the filter (when the page has
 * one), marks the first row sold out, and moves the first row one down by keyboard. Each figure is that
 * interaction's longest event (≤ 16 ms reads as 16); `saveMs` is the time the sold-out request took.
 */
export async function interactions(url, cookie) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { hostname } = new URL(url);
    await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), domain: hostname, path: "/" })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const opened = performance.now();
    await page.goto(url, { waitUntil: "load" });
    await page.getByTestId("item-row").first().waitFor();
    const openMs = performance.now() - opened;
    const overflowPx = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const figures = { openMs: Math.round(openMs), overflowPx };
    const search = page.getByTestId("item-search");
    if (await search.count()) {
      const first = await page.getByTestId("item-row").first().textContent();
      figures.searchMs = round(await interaction(page, () => search.pressSequentially("7", { delay: 0 })));
      await page.getByTestId("item-row").first().waitFor();
      await search.fill("");
      // The list filters in a transition: wait for the unfiltered first row to be back before taking it.
      await page.waitForFunction((text) => document.querySelector('[data-testid="item-row"]')?.textContent === text, first);
    }
    const row = page.getByTestId("item-row").first();
    const soldOut = row.locator('button[aria-label^="Sold out today"]');
    let saveMs = null;
    page.on("requestfinished", (request) => {
      if (request.method() === "POST" && saveMs === null) saveMs = round(request.timing().responseEnd);
    });
    const wasSoldOut = await soldOut.getAttribute("aria-pressed");
    figures.soldOutMs = round(await interaction(page, await tapOn(page, soldOut)));
    await row.locator(`button[aria-label^="Sold out today"][aria-pressed="${wasSoldOut === "true" ? "false" : "true"}"]`).waitFor();
    await row.locator('button[aria-label^="Sold out today"][aria-busy="false"]').waitFor();
    figures.soldOutRoundTripMs = saveMs;
    const handle = page.getByTestId("item-list").getByRole("button", { name: /^(Move|Переместить|移动)/ }).first();
    await handle.focus();
    figures.reorderPickMs = round(await interaction(page, () => page.keyboard.press("Space")));
    figures.reorderMoveMs = round(await interaction(page, () => page.keyboard.press("ArrowDown")));
    figures.reorderDropMs = round(await interaction(page, () => page.keyboard.press("Space")));
    // The same tap on a page that has settled (no request for 500 ms, then an idle main thread): an owner's usual
    // first tap, against the one above that lands while the page's scripts still run.
    const settled = await context.newPage();
    await (await context.newCDPSession(settled)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await settled.goto(url, { waitUntil: "networkidle" });
    await settled.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const settledRow = settled.getByTestId("item-row").first();
    const settledButton = settledRow.locator('button[aria-label^="Sold out today"]');
    const settledWas = await settledButton.getAttribute("aria-pressed");
    figures.soldOutSettledMs = round(await interaction(settled, await tapOn(settled, settledButton)));
    await settledRow.locator(`button[aria-label^="Sold out today"][aria-pressed="${settledWas === "true" ? "false" : "true"}"][aria-busy="false"]`).waitFor();
    return figures;
  } finally {
    await browser.close();
  }
}
