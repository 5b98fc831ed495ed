// JavaScript a guest downloads on the first load of /en/menu (demo venue and the 500-item `bench-1`): every
// script src and script preload of the HTML, gzip -9 each, summed; plus the HTML itself. Usage: node bench/menu-js.mjs
import { gzipSync } from "node:zlib";
import { kb, startMenuServer, writeResult } from "./menu-server.mjs";

const TARGET_KB = 30;
const VENUES = ["demo", "bench-1"];
const gzip9 = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;

const MARKERS = {
  "react-dom": /react-dom|__reactFiber/,
  "next router": /AppRouter/,
  "next-intl": /localePrefix|localeCookie/,
  "intl-messageformat": /formatjs/,
  sonner: /sonner/,
  "react-markdown": /micromark|mdast/,
  zod: /ZodError/,
  preact: /__H|__preactattr_|preactattr/,
  "menu islands": /selectedPortionId|data-menu-js|data-island/,
};
const hint = (text) => Object.keys(MARKERS).filter((name) => MARKERS[name].test(text)).join(", ");

/** Script URLs a modern browser loads: script src (not nomodule) and script preloads. */
function scriptUrls(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const isScript = tag.startsWith("<script");
    const isPreload = /\brel="(?:modulepreload|preload)"/.test(tag) && (/\bas="script"/.test(tag) || /rel="modulepreload"/.test(tag));
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && (isScript || isPreload)) urls.add(url.replaceAll("&amp;", "&"));
  }
  return [...urls];
}

const inlineScriptBytes = (html) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);

const app = await startMenuServer();
try {
  const venues = [];
  for (const key of VENUES) {
    const page = await app.get(key, "/en/menu", { "accept-encoding": "identity" });
    if (page.status !== 200) throw new Error(`${key}: /en/menu answered ${page.status}`);
    const html = page.body.toString("utf8");
    const chunks = [];
    for (const url of scriptUrls(html)) {
      const { pathname, search } = new URL(url, app.base);
      const response = await app.get(key, pathname + search, { "accept-encoding": "identity" });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      chunks.push({ url, rawKB: kb(response.body.byteLength), gzipKB: kb(gzip9(response.body)), contains: hint(response.body.toString("utf8")) });
    }
    chunks.sort((a, b) => b.gzipKB - a.gzipKB);
    const sum = (field) => Math.round(chunks.reduce((total, chunk) => total + chunk[field], 0) * 10) / 10;
    venues.push({
      venue: key,
      scripts: chunks.length,
      jsKB: sum("rawKB"),
      jsGzipKB: sum("gzipKB"),
      htmlKB: kb(page.body.byteLength),
      htmlGzipKB: kb(gzip9(page.body)),
      inlineScriptKB: kb(inlineScriptBytes(html)),
      chunks,
    });
  }
  console.log(`\nJavaScript on the first load of /en/menu (gzip -9); target ≤ ${TARGET_KB} KB`);
  console.table(venues, ["venue", "scripts", "jsKB", "jsGzipKB", "htmlKB", "htmlGzipKB", "inlineScriptKB"]);
  console.log("\nScripts of the demo menu, largest first");
  console.table(venues[0].chunks);
  writeResult("menu-js", { targetKB: TARGET_KB, venues });
} finally {
  await app.stop();
}
