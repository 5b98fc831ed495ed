import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { fixFontkitSubsets } from "./subset-fixes.mjs";

/** Noto Sans (Latin, Cyrillic, Greek), then Noto Sans SC (Chinese); paths from the working directory (see DESIGN). */
const BUNDLED = [
  ["@embedpdf/fonts-latin", "fonts", "NotoSans-Regular.ttf"],
  ["@embedpdf/fonts-sc", "fonts", "NotoSansHans-Regular.otf"],
];
/** Other scripts (Arabic, Hebrew, Thai, symbols, emoji…) from the machine's fonts when it has them (Debian fonts-noto-core, fonts-symbola). */
const SYSTEM_DIRS = ["/usr/share/fonts", "/usr/local/share/fonts"];
const MISSING = "?";
/** Characters that draw nothing: joiners, variation selectors, soft hyphen, bidi marks. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]/gu;

/** @typedef {{ file: string; bytes: Uint8Array; face: import("@pdf-lib/fontkit").Font }} FontSource */

/** @type {Promise<FontSource[]> | undefined} */
let bundled;
/** @type {Promise<string[]> | undefined} */
let systemFiles;
/** Which system font file draws a code point (null: none does); filled as names need it. */
const systemChoice = new Map();
/** @type {Map<string, Promise<FontSource | null>>} */
const systemSources = new Map();

/**
 * The fonts a sheet needs for `names`, each with the code points it draws, and the names reduced to
 * drawable characters: each character goes to the first font that has its glyph; one no font has prints "?".
 * @param {string[]} names
 * @returns {Promise<{ names: string[]; fonts: { bytes: Uint8Array; name: string; codePoints: Set<number> }[] }>}
 */
export async function sheetFonts(names) {
  const cleaned = names.map((name) => name.replace(INVISIBLE, ""));
  const wanted = new Set([..."?…", ...cleaned.join("")].map((char) => /** @type {number} */ (char.codePointAt(0))));
  const sources = await bundledSources();
  /** @type {Map<FontSource, Set<number>>} */
  const used = new Map();
  /** @type {number[]} */
  const unresolved = [];
  for (const codePoint of wanted) {
    const source = sources.find((candidate) => candidate.face.hasGlyphForCodePoint(codePoint));
    if (source) addTo(used, source, codePoint);
    else unresolved.push(codePoint);
  }
  await resolveSystem(unresolved);
  /** @type {Set<number>} */
  const missing = new Set();
  for (const codePoint of unresolved) {
    const file = systemChoice.get(codePoint);
    const source = file ? await systemSource(file) : null;
    if (source) addTo(used, source, codePoint);
    else missing.add(codePoint);
  }
  const drawable = cleaned.map((name) => [...name].map((char) => (missing.has(/** @type {number} */ (char.codePointAt(0))) ? MISSING : char)).join(""));
  const fonts = [...used].map(([source, codePoints]) => ({ bytes: source.bytes, name: path.basename(source.file), codePoints }));
  return { names: drawable, fonts };
}

/** @param {Map<FontSource, Set<number>>} used @param {FontSource} source @param {number} codePoint */
function addTo(used, source, codePoint) {
  const set = used.get(source) ?? new Set();
  set.add(codePoint);
  used.set(source, set);
}

function bundledSources() {
  bundled ??= Promise.all(
    BUNDLED.map(async (parts) => {
      const file = path.join(process.cwd(), "node_modules", ...parts);
      return load(file);
    }),
  ).then((loaded) => {
    const sources = /** @type {FontSource[]} */ (loaded.filter(Boolean));
    const outline = (/** @type {string} */ table) => sources.find((source) => source.face.directory.tables[table])?.bytes;
    fixFontkitSubsets(outline("glyf"), outline("CFF "));
    return sources;
  });
  return bundled;
}

/** @param {string} file @returns {Promise<FontSource | null>} */
async function load(file) {
  try {
    const bytes = new Uint8Array(await readFile(file));
    const face = fontkit.create(bytes);
    // Collections (.ttc) and bitmap-only colour fonts cannot be embedded as outlines.
    if (typeof face.hasGlyphForCodePoint !== "function") return null;
    const tables = face.directory?.tables ?? {};
    if (!tables.glyf && !tables["CFF "] && !tables.CFF2) return null;
    return { file, bytes, face };
  } catch {
    return null;
  }
}

/** @param {string} file */
function systemSource(file) {
  let source = systemSources.get(file);
  if (!source) {
    source = load(file);
    systemSources.set(file, source);
  }
  return source;
}

/** Looks up code points not seen before in the machine's fonts, one file at a time, keeping only the answers. */
async function resolveSystem(/** @type {number[]} */ codePoints) {
  const open = codePoints.filter((codePoint) => !systemChoice.has(codePoint));
  if (open.length === 0) return;
  for (const file of await listSystemFiles()) {
    const pending = open.filter((codePoint) => !systemChoice.has(codePoint));
    if (pending.length === 0) break;
    const source = await load(file);
    if (!source) continue;
    for (const codePoint of pending) if (source.face.hasGlyphForCodePoint(codePoint)) systemChoice.set(codePoint, file);
  }
  for (const codePoint of open) if (!systemChoice.has(codePoint)) systemChoice.set(codePoint, null);
}

function listSystemFiles() {
  systemFiles ??= Promise.all(SYSTEM_DIRS.map((dir) => readdir(dir, { recursive: true }).then((files) => files.map((file) => path.join(dir, file)), () => [])))
    .then((lists) => lists.flat().filter((file) => /\.(ttf|otf)$/i.test(file) && !/color/i.test(file)))
    .then((files) => files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)));
  return systemFiles;
}

/** Plain sans regular faces first (NotoSansArabic-Regular before NotoKufiArabic-Bold). */
function rank(/** @type {string} */ file) {
  const name = path.basename(file);
  if (/^NotoSans[A-Za-z]*-Regular\./.test(name)) return 0;
  if (/Regular/.test(name)) return 1;
  if (/Bold|Italic|Light|Thin|Black|Medium|Condensed/.test(name)) return 3;
  return 2;
}
