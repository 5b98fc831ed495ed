import { RELOAD_GUARD_MS } from "../constants";

/** A reload is allowed when none happened within the guard window (SPEC §9: 10,000 ms). */
export function canReload(lastReloadAt: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= guardMs || now < lastReloadAt;
}

const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const text =
    typeof reason === "string"
      ? reason
      : `${(reason as { name?: string }).name ?? ""} ${(reason as { message?: string }).message ?? ""}`;
  return CHUNK_ERROR.test(text);
}
