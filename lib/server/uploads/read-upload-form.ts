import "server-only";
import { readLimited } from "../../http/read-limited";
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

/** The multipart form of POST /api/uploads, refused as `maxSize` before parsing when the body is too large. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const { body, tooLarge } = await readLimited(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, DRAIN_LIMIT);
  if (tooLarge) throw new UploadRefusal("maxSize", MAX_UPLOAD_MB);
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => null);
  if (!form) throw new UploadRefusal("imageRequired");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const files = form.getAll("file").filter((entry): entry is File => typeof entry !== "string");
  return { storeId: text("storeId"), kind: text("kind"), files };
}
