import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { outboxDir } from "@/lib/mail/transport";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups
    .flatMap((group) => group.value)
    .map((address) => address.address ?? "")
    .join(", ");
}

export async function parseMessage(raw: string | Buffer): Promise<Omit<OutboxMessage, "file">> {
  const parsed = await simpleParser(raw);
  return {
    to: addresses(parsed.to),
    subject: parsed.subject ?? "",
    text: (parsed.text ?? "").replace(/\r\n/g, "\n"),
    attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? "", contentType: file.contentType, content: file.content })),
  };
}

export async function readOutbox(dir: string = outboxDir()): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, info] = await Promise.all([readFile(file), stat(file)]);
      return { file, mtime: info.mtimeMs, ...(await parseMessage(raw)) };
    }),
  );
  entries.sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file));
  return entries.map(({ file, to, subject, text, attachments }) => ({ file, to, subject, text, attachments }));
}

export function findLink(text: string, pathPrefix: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, "");
    if (url.includes(pathPrefix)) return url;
  }
  return undefined;
}
