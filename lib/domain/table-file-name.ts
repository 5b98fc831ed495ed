const MAX_STEM = 60;

/** A file name safe on every system: Latin letters, digits and dashes, never empty. */
export function tableFileName(name: string, fallback: string, extension: string): string {
  const stem = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_STEM)
    .replace(/-+$/, "");
  return `${stem || fallback}.${extension}`;
}

/** Content-Disposition for a download: an ASCII name plus the original one (RFC 6266 / 5987). */
export function attachmentHeader(asciiName: string, displayName?: string): string {
  const plain = `attachment; filename="${asciiName.replace(/["\\\r\n]/g, "")}"`;
  if (!displayName || displayName === asciiName) return plain;
  const clean = displayName.replace(/[\u0000-\u001f\u007f/\\]/g, "");
  return `${plain}; filename*=UTF-8''${encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
