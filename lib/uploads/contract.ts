/**
 * The image upload API shared by every admin form:
 * POST /api/uploads, multipart form data: `file` (exactly one image), `kind`, `storeId`.
 * 201 → UploadResult; 4xx → { error: UploadErrorKey, num?: number } (texts in messages/…/uploads.json):
 * 403 storageFull (num: the plan's quota in MB), 429 rateLimited (num: minutes to wait).
 * Variants are served from GET /files/{key}.
 */
export const UPLOAD_KINDS = ["photo", "logo", "icon", "banner"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MAX_UPLOAD_MB = 10;
export const UPLOAD_ERRORS = ["onlyOneImage", "maxSize", "unsupportedExtension", "imageRequired", "notFound", "storageFull", "rateLimited"] as const;
export type UploadErrorKey = (typeof UPLOAD_ERRORS)[number];

export interface UploadVariant {
  width: number;
  height: number;
  url: string;
}

export interface UploadResult {
  id: number;
  width: number;
  height: number;
  variants: UploadVariant[];
}

export const filesUrl = (key: string) => `/files/${key}`;

/** A store's image storage: what its uploads keep and what its plan includes. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}
