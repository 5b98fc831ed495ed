import { guestAssets } from "@/lib/server/guest-page/guest-assets";
import { publicRoute } from "@/lib/server/auth/route";

/** The guest pages' islands script: content-hashed, so cached for good. */
export const GET = publicRoute(async (_request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params;
  const { scriptFile, scriptBytes } = guestAssets();
  if (file !== scriptFile) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(scriptBytes), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
});
