import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { isPublicStorageKey } from "@/lib/storage/storage-key";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ key: string[] }> };

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** Public stored files (private ones answer 404 as if missing); keys are unguessable and never rewritten, so browsers and CDNs may keep them for a year. */
export async function GET(_request: Request, { params }: Context) {
  const key = (await params).key.join("/");
  if (!isPublicStorageKey(key)) return notFound();
  const { S3_BUCKET, S3_PUBLIC_URL } = env();
  if (S3_BUCKET !== undefined && S3_PUBLIC_URL !== undefined) {
    return new Response(null, {
      status: 308,
      headers: { Location: `${S3_PUBLIC_URL}/${key}`, "Cache-Control": "public, max-age=31536000, immutable" },
    });
  }
  const file = await storage().get(key);
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
