import path from "node:path";
import { env } from "../env";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";

const state = globalThis as unknown as { cartaStorage?: Storage };

/**
 * The process-wide storage: the S3_BUCKET bucket when it is set (so several instances share one set
 * of files), else DATA_DIR/files.
 */
export function storage(): Storage {
  state.cartaStorage ??= createStorage();
  return state.cartaStorage;
}

function createStorage(): Storage {
  const settings = env();
  if (settings.S3_BUCKET === undefined) return localStorage(path.join(settings.DATA_DIR, "files"));
  return s3Storage({
    endpoint: settings.S3_ENDPOINT,
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
  });
}
