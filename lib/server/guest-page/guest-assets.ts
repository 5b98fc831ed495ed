import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GuestAssets } from "@/lib/views/menu/guest-document";

/** Where scripts/build-guest-assets.mjs writes the islands script and stylesheet, and the path they are served under. */
const GUEST_ASSETS_DIR = path.join(process.cwd(), ".next", "guest");
export const GUEST_ASSETS_PATH = "/guest";

type BuiltAssets = GuestAssets & { scriptFile: string; scriptBytes: Buffer };

let cached: BuiltAssets | undefined;

/** The built guest assets of this build, read once (the script's bytes too: it is the only file served); a build without them is refused loudly rather than served bare. */
export function guestAssets(): BuiltAssets {
  if (cached) return cached;
  let manifest: { script: string; stylesheet: string };
  try {
    manifest = JSON.parse(readFileSync(path.join(GUEST_ASSETS_DIR, "manifest.json"), "utf8"));
  } catch {
    throw new Error("The guest pages' assets are missing: run `npm run build` (or node scripts/build-guest-assets.mjs).");
  }
  cached = {
    script: `${GUEST_ASSETS_PATH}/${manifest.script}`,
    stylesheet: readFileSync(path.join(GUEST_ASSETS_DIR, manifest.stylesheet), "utf8"),
    scriptFile: manifest.script,
    scriptBytes: readFileSync(path.join(GUEST_ASSETS_DIR, manifest.script)),
  };
  return cached;
}
