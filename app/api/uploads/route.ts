import { ZUploadForm } from "@/lib/schemas/uploads";
import { log } from "@/lib/log";
import { withActor } from "@/lib/server/auth/route";
import { DomainError } from "@/lib/server/context";
import { createUpload } from "@/lib/server/uploads/create-upload";
import { readUploadForm } from "@/lib/server/uploads/read-upload-form";
import { UploadRefusal } from "@/lib/server/uploads/upload-refusal";

export const dynamic = "force-dynamic";

const STATUS: Record<string, number> = { maxSize: 413, notFound: 404, storageFull: 403, rateLimited: 429 };

const refusal = (error: string, num?: number) => Response.json(num === undefined ? { error } : { error, num }, { status: STATUS[error] ?? 400 });

/** POST /api/uploads (lib/uploads/contract.ts): one image for a store the actor manages. */
export const POST = withActor(async (request, ctx) => {
  try {
    const form = await readUploadForm(request);
    const storeId = ZUploadForm.shape.storeId.safeParse(form.storeId);
    if (!storeId.success) return refusal("notFound");
    const kind = ZUploadForm.shape.kind.safeParse(form.kind);
    if (!kind.success) return refusal("requestFailed");
    const result = await createUpload(ctx, { storeId: storeId.data, kind: kind.data, files: form.files });
    return Response.json(result, { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefusal) return refusal(error.key, error.num);
    if (error instanceof DomainError) return refusal(error.key === "notFound" ? "notFound" : "requestFailed");
    log.error({ err: error }, "upload failed");
    return Response.json({ error: "requestFailed" }, { status: 500 });
  }
});
