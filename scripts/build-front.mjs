// Bundles the front threads' code (scripts/front.mjs and the page cache's TypeScript it uses) into one
// plain module, .next/carta-front.mjs, so that each thread starts without a TypeScript loader of its own;
// packages stay imports of node_modules. Runs after `next build`, which empties .next.
import path from "node:path";
import { pathToFileURL } from "node:url";

export const FRONT_BUNDLE = path.join(".next", "carta-front.mjs");
/** What the bundle is made of: a change to any of them rebuilds it (scripts/start.mjs). */
export const FRONT_SOURCES = ["scripts/front.mjs", "scripts/front-proxy.mjs", "scripts/front-peer.mjs", "scripts/raw-headers.mjs", "scripts/request-log.mjs", "scripts/request-tally.mjs", "scripts/build-front.mjs"];

export async function buildFront(outfile = path.resolve(FRONT_BUNDLE)) {
  // A build-time tool: a served image has the bundle, not esbuild.
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.resolve(import.meta.dirname, "front.mjs")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(`Front threads: ${path.relative(process.cwd(), await buildFront())}`);
}
