import "server-only";
import { MAX_UPLOAD_MB } from "../../uploads/contract";
import { MAX_UPLOAD_BYTES } from "./limits";
import { UploadRefusal } from "./upload-refusal";

const MULTIPART_OVERHEAD = 64 * 1024;
/** Past this the rest of an oversized body is no longer read, only refused. */
const DRAIN_LIMIT = 8 * MAX_UPLOAD_BYTES;

export interface UploadForm {
  storeId: string | null;
  kind: string | null;
  files: File[];
}

/** Reads the body, keeping at most `limit` bytes; an oversized body is drained (so the client sees the answer) and refused. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > DRAIN_LIMIT) {
      await reader.cancel();
      break;
    }
    if (total <= limit) chunks.push(value);
  }
  if (total > limit) throw new UploadRefusal("maxSize", MAX_UPLOAD_MB);
  return Buffer.concat(chunks);
}

/** The multipart form of POST /api/uploads, refused as `maxSize` before parsing when the body is too large. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const body = await readLimited(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD);
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => null);
  if (!form) throw new UploadRefusal("imageRequired");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const files = form.getAll("file").filter((entry): entry is File => typeof entry !== "string");
  return { storeId: text("storeId"), kind: text("kind"), files };
}
