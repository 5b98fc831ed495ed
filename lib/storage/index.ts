import path from "node:path";
import { env } from "../env";
import { localStorage } from "./local-storage";
import { privateSplitStorage } from "./private-split-storage";
import { s3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";

const state = globalThis as unknown as { cartaStorage?: Storage };

/**
 * The process-wide storage: the S3_BUCKET bucket when it is set (so several instances share one set
 * of files), with private keys in S3_PRIVATE_BUCKET when that is set; else DATA_DIR/files.
 */
export function storage(): Storage {
  state.cartaStorage ??= createStorage();
  return state.cartaStorage;
}

function createStorage(): Storage {
  const settings = env();
  if (settings.S3_BUCKET === undefined) return localStorage(path.join(settings.DATA_DIR, "files"));
  const bucket = (name: string) =>
    s3Storage({
      endpoint: settings.S3_ENDPOINT,
      bucket: name,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    });
  const shared = bucket(settings.S3_BUCKET);
  return settings.S3_PRIVATE_BUCKET === undefined ? shared : privateSplitStorage(shared, bucket(settings.S3_PRIVATE_BUCKET));
}
