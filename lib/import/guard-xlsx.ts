import { inflateRawSync } from "node:zlib";

/** Bounds an .xlsx file must keep before a spreadsheet reader opens it. */
export const XLSX_LIMITS = {
  /** parts in the zip */
  entries: 2_000,
  /** bytes all parts unpack to, as declared and as actually inflated */
  unpacked: 100 * 1024 * 1024,
  /** how many times larger than its packed size a part may be */
  ratio: 200,
} as const;

export type XlsxDanger = "notZip" | "tooManyParts" | "tooLarge" | "entities";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;
/** A part smaller than this may be highly compressible without being a bomb (a sheet of blanks). */
const RATIO_FLOOR = 1024 * 1024;

function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) if (bytes.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * Checks an .xlsx file's zip before anything unpacks it: the central directory's entry count and
 * declared sizes, each part's compression ratio, then every XML part inflated with its declared size as
 * the hard cap (a part that inflates past it is refused, so memory stays bounded), and no DOCTYPE or
 * ENTITY declaration in them (no entity expansion). Null when the file is safe to open.
 */
export function guardXlsx(input: Uint8Array): XlsxDanger | null {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const end = endOfDirectory(bytes);
  if (end < 0) return "notZip";
  const count = bytes.readUInt16LE(end + 10);
  if (count > XLSX_LIMITS.entries) return "tooManyParts";
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return "notZip";
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    at = next;
    if (packed === ZIP64 || size === ZIP64) return "tooLarge";
    total += size;
    if (total > XLSX_LIMITS.unpacked) return "tooLarge";
    if (size > RATIO_FLOOR && size > packed * XLSX_LIMITS.ratio) return "tooLarge";
    if (!/\.(xml|rels)$/i.test(name)) continue;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return "notZip";
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + packed);
    if (method !== 0 && method !== 8) return "notZip";
    let text: Buffer;
    try {
      text = method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
    } catch {
      return method === 8 ? "tooLarge" : "notZip";
    }
    if (/<!(DOCTYPE|ENTITY)/i.test(text.toString("latin1"))) return "entities";
  }
  return null;
}
