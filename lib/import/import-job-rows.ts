/** A file with at least this many data rows is imported by a background job, not within the upload's request. */
export const IMPORT_JOB_MIN_ROWS = 2_000;
