import { hasControlCharacters } from "../schemas/text";
import {
  CONTACT_MAX_ATTACHMENT_BYTES,
  CONTACT_MAX_ATTACHMENTS,
  type AttachmentType,
  type ContactRefusal,
  attachmentFileName,
  sniffAttachment,
} from "./contact";

export interface ContactFields {
  name: string;
  email: string;
  subject?: string;
  body: string;
  attachments?: { fileName: string; bytes: Uint8Array }[];
}

export interface CheckedAttachment {
  fileName: string;
  bytes: Uint8Array;
  contentType: AttachmentType;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Path separators and control characters (a NUL above all: PostgreSQL text cannot hold one).
const BAD_FILE_NAME = /[\u0000-\u001F\u007F/\\]/u;

/** Everything a contact post must satisfy before anything is written; the first refusal, or the attachments as they will be kept. */
export function checkContactFields(fields: ContactFields): { refusal: ContactRefusal } | { attachments: CheckedAttachment[] } {
  const texts = [fields.name, fields.email, fields.subject ?? ""];
  if (texts.some((text) => hasControlCharacters(text)) || hasControlCharacters(fields.body, true)) return { refusal: "invalidValue" };
  if (!fields.name.trim() || !EMAIL.test(fields.email.trim()) || !fields.body.trim()) return { refusal: "required" };
  const files = fields.attachments ?? [];
  if (files.length > CONTACT_MAX_ATTACHMENTS) return { refusal: "tooManyAttachments" };
  const attachments: CheckedAttachment[] = [];
  for (const file of files) {
    if (BAD_FILE_NAME.test(file.fileName)) return { refusal: "attachmentName" };
    if (file.bytes.byteLength > CONTACT_MAX_ATTACHMENT_BYTES) return { refusal: "attachmentTooLarge" };
    const contentType = sniffAttachment(file.bytes);
    if (!contentType) return { refusal: "attachmentType" };
    attachments.push({ bytes: file.bytes, fileName: attachmentFileName(file.fileName, contentType), contentType });
  }
  return { attachments };
}
