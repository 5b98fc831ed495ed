import "server-only";
import { randomUUID } from "node:crypto";
import { uploads, type ImageVariant } from "../../db/schema/uploads";
import { storage as defaultStorage, type Storage } from "../../storage";
import { MAX_UPLOAD_MB, type UploadKind, type UploadResult } from "../../uploads/contract";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { encodeVariants } from "./encode-variants";
import { inspectImage } from "./inspect-image";
import { MAX_UPLOAD_BYTES } from "./limits";
import { toUploadResult } from "./upload-dto";
import { UploadRefusal } from "./upload-refusal";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { UPLOADS_PER_USER, takeRateLimit } from "../auth/rate-limit";
import { storageQuotaBytes } from "../../domain/subscriptions/storage-quota";
import { requireStoreSubscriptions } from "../subscriptions/require-store-subscriptions";
import { unsafeStoreStorageUsed } from "./store-storage-used";

export interface CreateUpload {
  storeId: number;
  kind: UploadKind;
  files: Blob[];
}

async function readSingleImage(files: Blob[]): Promise<Uint8Array> {
  if (files.length === 0) throw new UploadRefusal("imageRequired");
  if (files.length > 1) throw new UploadRefusal("onlyOneImage");
  const [file] = files as [Blob];
  if (file.size === 0) throw new UploadRefusal("imageRequired");
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadRefusal("maxSize", MAX_UPLOAD_MB);
  return new Uint8Array(await file.arrayBuffer());
}

const MB = 1024 * 1024;

/** Refuses when `adding` more bytes (at least one) would pass the store's storage quota under its running plan. */
async function refuseOverLimits(ctx: StoreContext, adding: number): Promise<void> {
  const quota = storageQuotaBytes((await requireStoreSubscriptions(ctx)).state.plan?.key ?? null);
  const used = await unsafeStoreStorageUsed(ctx.db, ctx.store.id);
  if (used + Math.max(adding, 1) > quota) throw new UploadRefusal("storageFull", Math.round(quota / MB));
}

/**
 * Stores one image for a store the actor manages, within the user's upload rate and the store's
 * storage quota: checked by content, re-encoded into WebP variants, written to storage, then
 * recorded (uploads row and history entry in one transaction).
 */
export const createUpload = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreateUpload, files: Storage = defaultStorage()): Promise<UploadResult> => {
  const { store } = ctx;
  if (!(await takeRateLimit(ctx.db, `upload:${ctx.actor.userId}`, UPLOADS_PER_USER, ctx.clock.now()))) {
    throw new UploadRefusal("rateLimited", UPLOADS_PER_USER.windowMs / 60_000);
  }
  await refuseOverLimits(ctx, 0);
  const bytes = await readSingleImage(input.files);
  const original = await inspectImage(bytes);
  const encoded = await encodeVariants(bytes, original.width);
  await refuseOverLimits(ctx, encoded.reduce((sum, variant) => sum + variant.data.byteLength, 0));
  const name = randomUUID();
  const variants: ImageVariant[] = encoded.map((variant) => ({
    width: variant.width,
    height: variant.height,
    bytes: variant.data.byteLength,
    key: `c${store.companyId}/s${store.id}/${name}-${variant.width}.webp`,
  }));
  const removeWritten = () => Promise.all(variants.map((variant) => files.delete(variant.key).catch(() => undefined)));
  try {
    await Promise.all(encoded.map((variant, index) => files.put(variants[index]!.key, variant.data, "image/webp")));
    return await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(uploads)
        .values({ companyId: store.companyId, storeId: store.id, kind: input.kind, ...original, variants, createdBy: ctx.actor.userId })
        .returning();
      const after = { kind: input.kind, ...original, variants };
      await recordStoreAction(tx, store, { event: "create", objectType: "upload", objectId: row!.id, after });
      return toUploadResult(row!);
    });
  } catch (error) {
    await removeWritten();
    throw error;
  }
});
