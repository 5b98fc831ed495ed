/** Rows per multi-row statement: at a dozen bind parameters a row, well under the engines' 65,535. */
const ROWS_PER_STATEMENT = 1000;

/** `rows` in runs of at most a thousand, one statement each; none for an empty list. */
export function statementChunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, index) => rows.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT));
}
