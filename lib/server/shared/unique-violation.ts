import "server-only";
/** The constraint named by a PostgreSQL unique violation (23505) anywhere in the error's cause chain. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}
