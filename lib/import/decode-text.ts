/**
 * A text file's bytes as text: UTF-8 with or without its byte order mark, otherwise Windows-1251 (what Russian
 * Excel writes when it saves CSV) — bytes that are not valid UTF-8 are read as Windows-1251.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1251").decode(bytes);
  }
}
