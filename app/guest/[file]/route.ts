import { readFile } from "node:fs/promises";
import path from "node:path";
import { GUEST_ASSETS_DIR, guestAssets } from "@/lib/server/guest-page/guest-assets";
import { publicRoute } from "@/lib/server/auth/route";

/** The guest pages' islands script: content-hashed, so cached for good. */
export const GET = publicRoute(async (_request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params;
  if (!guestAssets().files.includes(file)) return new Response("Not found", { status: 404 });
  return new Response(await readFile(path.join(GUEST_ASSETS_DIR, file)), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
});
