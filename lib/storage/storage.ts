export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/** One stored file as a listing names it. */
export interface ListedFile {
  key: string;
  modifiedAt: Date;
}

/** Where uploads and exports live: keys are relative paths such as `c1/s2/{uuid}-640.webp`. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, ending in `/`). */
  list(prefix: string): AsyncIterable<ListedFile>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key)}`);
    this.name = "StorageKeyError";
  }
}
