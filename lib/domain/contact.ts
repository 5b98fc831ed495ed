/** Rules of the contact form (SPEC §9 limits). */
export const CONTACT_MAX_ATTACHMENTS = 3;
export const CONTACT_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** Posts one network address may make per hour, refused ones included; the e-mail named plays no part, so nobody can use it up for someone else. */
export const CONTACT_MAX_PER_HOUR = 5;
/** How old an attachment file no stored message names must be before the sweep removes it (a post in flight writes its files first). */
export const CONTACT_ORPHAN_GRACE_MS = 60 * 60_000;
/** How often the sweep of orphaned attachment files runs. */
export const CONTACT_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

export type AttachmentType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "application/pdf";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The attachment's type decided by its content, never by its name or declared type; null when refused. */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export const CONTACT_REFUSALS = ["required", "invalidValue", "tooManyAttachments", "attachmentTooLarge", "attachmentType", "attachmentName", "rateLimited", "supportViewReadOnly"] as const;
export type ContactRefusal = (typeof CONTACT_REFUSALS)[number];
/** What the form may show: a refusal, or a message kept but not yet delivered. */
export const CONTACT_ERRORS = [...CONTACT_REFUSALS, "deliveryFailed"] as const;
export type ContactError = (typeof CONTACT_ERRORS)[number];

/** How long the form waits for the first delivery attempt before answering "received". */
export const CONTACT_DELIVERY_WAIT_MS = 8_000;

/** What the sender is told: mailed, kept and being retried, or kept and still on its way. */
export type ContactOutcome = "sent" | "failed" | "pending";

const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

export const attachmentExtension = (type: AttachmentType): string => EXTENSIONS[type][0]!;

/** The sender's file name, with the extension of what the file really is added when its own says otherwise (`scan.png` holding a PDF → `scan.png.pdf`). */
export function attachmentFileName(name: string, type: AttachmentType): string {
  const extensions = EXTENSIONS[type];
  const own = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  return extensions.includes(own) ? name : `${name}.${attachmentExtension(type)}`;
}
