import { readFile } from "node:fs/promises";
import path from "node:path";

/** Noto Sans (Latin, Cyrillic, Greek) for most names; Noto Sans SC for Chinese. Paths from the working directory (see DESIGN). */
const FONT_FILES = {
  main: ["@embedpdf/fonts-latin", "fonts", "NotoSans-Regular.ttf"],
  cjk: ["@embedpdf/fonts-sc", "fonts", "NotoSansHans-Regular.otf"],
} as const;

export type FontRole = keyof typeof FONT_FILES;

const cache = new Map<FontRole, Promise<Uint8Array | null>>();

/** The bytes of a bundled font, or null when its package is not installed. */
export function fontBytes(role: FontRole): Promise<Uint8Array | null> {
  let bytes = cache.get(role);
  if (!bytes) {
    bytes = readFile(path.join(process.cwd(), "node_modules", ...FONT_FILES[role])).then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    );
    cache.set(role, bytes);
  }
  return bytes;
}
