import type { Storage } from "./storage";
import { PRIVATE_KEY_PREFIX } from "./storage-key";

/** Keeps private keys in their own store (a bucket no public URL reaches) and every other key in the public one. */
export function privateSplitStorage(publicFiles: Storage, privateFiles: Storage): Storage {
  const pick = (key: string) => (key.startsWith(PRIVATE_KEY_PREFIX) ? privateFiles : publicFiles);
  return {
    put: (key, bytes, contentType) => pick(key).put(key, bytes, contentType),
    get: (key) => pick(key).get(key),
    delete: (key) => pick(key).delete(key),
    list: (prefix) => pick(prefix).list(prefix),
  };
}
